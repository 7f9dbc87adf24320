#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

// The diagnostic kinds of the Pin idiom (the PinRules article, Failures).
extension LayoutDiagnostic.Kind {
    /// A pin needs a second item, but no `relativeTo` view was given and the receiver has no
    /// superview; nothing is created.
    public static let pinNoSecondItem = LayoutDiagnostic.Kind(rawValue: "pinNoSecondItem")
    /// The receiver and the `relativeTo` view are not in one view hierarchy; nothing is created.
    public static let pinNoCommonAncestor = LayoutDiagnostic.Kind(rawValue: "pinNoCommonAncestor")
    /// A pin cannot become a valid constraint (attributes that cannot be paired, a non-finite or
    /// out-of-range value); it is skipped or its value clamped.
    public static let pinInvalid = LayoutDiagnostic.Kind(rawValue: "pinInvalid")
    /// `updatePins` found no constraint for a pin; nothing is created.
    public static let pinUpdateMiss = LayoutDiagnostic.Kind(rawValue: "pinUpdateMiss")
}
