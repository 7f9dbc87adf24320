#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension LayoutDiagnostic.Kind {
    /// A typed-anchor method needed the item's container (superview or owning view) and there
    /// is none; the constraint was not created.
    public static let anchorNoContainer = LayoutDiagnostic.Kind(rawValue: "anchorNoContainer")

    /// A typed-anchor call cannot make a valid constraint (a zero left-hand multiplier, a
    /// non-finite value, a priority outside 1…1000, leading/trailing mixed with left/right in an
    /// edge selection); nothing was created.
    public static let anchorInvalid = LayoutDiagnostic.Kind(rawValue: "anchorInvalid")
}
