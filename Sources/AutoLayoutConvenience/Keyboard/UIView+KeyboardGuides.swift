#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// The view's safe area minus the keyboard, created and added on first access
    /// (<doc:ScrollingAndKeyboard#Keyboard-guides>). Unrelated to UIKit's own `keyboardLayoutGuide`.
    public var keyboardSafeAreaLayoutGuide: KeyboardSafeAreaLayoutGuide {
        installedKeyboardGuide(identifier: "AutoLayoutConvenience.KeyboardSafeAreaLayoutGuide") { KeyboardSafeAreaLayoutGuide() }
    }

    /// The part of the view the keyboard covers, created and added on first access
    /// (<doc:ScrollingAndKeyboard#Keyboard-guides>).
    public var keyboardFrameLayoutGuide: KeyboardFrameLayoutGuide {
        installedKeyboardGuide(identifier: "AutoLayoutConvenience.KeyboardFrameLayoutGuide") { KeyboardFrameLayoutGuide() }
    }

    /// The view's guide of type `Guide`, found among its layout guides or created, added and
    /// installed.
    private func installedKeyboardGuide<Guide: KeyboardTrackingLayoutGuide>(identifier: String, make: () -> Guide) -> Guide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? Guide }).first { return guide }
        let guide = make()
        guide.identifier = identifier
        addLayoutGuide(guide)
        guide.install(in: self)
        return guide
    }
}
