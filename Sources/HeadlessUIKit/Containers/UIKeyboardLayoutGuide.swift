#if !canImport(UIKit)
import Foundation

/// A layout guide whose constraints can follow a tracked object's edges. HeadlessUIKit offers
/// the class without UIKit's edge-tracking constraint API (<doc:GeometryGuides#Keyboard>).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The guide of `UIView.keyboardLayoutGuide`: the part of the view the docked keyboard covers
/// (<doc:GeometryGuides#Keyboard>).
///
/// Its left, right and bottom edges are the view's. While the keyboard is hidden its top is the
/// safe area's bottom (or the view's bottom when `usesBottomSafeArea` is false); while shown, the
/// top is the view's bottom minus the keyboard's overlap with the view, never below the safe
/// area's bottom while `usesBottomSafeArea`. Simulate the keyboard with `HeadlessKeyboard`.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked keyboard; false by default. The simulated keyboard
    /// is always docked, so this changes nothing here.
    open var followsUndockedKeyboard: Bool = false

    /// Whether the hidden keyboard's guide starts at the safe area's bottom rather than the
    /// view's bottom; true by default.
    open var usesBottomSafeArea: Bool = true {
        didSet { if oldValue != usesBottomSafeArea { owningView?.refreshKeyboardLayoutGuide() } }
    }

    /// Extra distance above the keyboard at which interactive dismissal starts; 0 by default,
    /// negative values count as 0. It never affects layout.
    open var keyboardDismissPadding: CGFloat = 0
}
#endif
