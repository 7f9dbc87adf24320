#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

// The diagnostic kinds of the DSL.
extension LayoutDiagnostic.Kind {
    /// An anchorable that names no view could not be resolved (the view has no superview),
    /// or names a guide that is not available.
    public static let unresolvedAnchorable = LayoutDiagnostic.Kind(rawValue: "unresolvedAnchorable")
    /// A conditional block tried to move a view to another superview.
    public static let conditionalSuperviewMismatch = LayoutDiagnostic.Kind(rawValue: "conditionalSuperviewMismatch")
    /// Conditional constraints flipped too often within one layout pass.
    public static let conditionalOscillation = LayoutDiagnostic.Kind(rawValue: "conditionalOscillation")
}
