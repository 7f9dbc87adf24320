#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The keyboard guide a keyboard anchorable names for `view`, or nil while the keyboard guides
/// (convenience-dsl.md §9) are not part of the module. Until then keyboard anchorables are
/// reported as unresolved and create no constraint.
@MainActor func keyboardGuide(for anchorable: LayoutAnchorable, of view: UIView) -> UILayoutGuide? {
    nil
}
