#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The keyboard guide a keyboard anchorable names for `view` (<doc:ScrollingAndKeyboard#Keyboard-guides>):
/// `keyboardSafeAreaLayoutGuide` for the keyboard-safe-area kinds, `keyboardFrameLayoutGuide`
/// for the keyboard-frame kinds, nil for every other anchorable.
@MainActor func keyboardGuide(for anchorable: LayoutAnchorable, of view: UIView) -> UILayoutGuide? {
    switch anchorable {
    case .keyboardSafeArea, .keyboardSafeAreaOf: view.keyboardSafeAreaLayoutGuide
    case .keyboardFrame, .keyboardFrameOf: view.keyboardFrameLayoutGuide
    default: nil
    }
}
