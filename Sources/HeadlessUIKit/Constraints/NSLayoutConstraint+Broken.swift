#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint is active but left out of the layout because it conflicted with
    /// other required constraints (UIKit logs "Will attempt to recover by breaking constraint"
    /// and keeps it active). It is tried again when it or a constraint it conflicted with
    /// changes. Headless only: UIKit exposes no such property.
    public var headlessIsBroken: Bool {
        engineRecord?.isBroken == true
    }

    /// For a broken constraint, the other constraints of the minimal conflicting set it was
    /// broken to satisfy (removing any one of them with this constraint lets the rest fit);
    /// empty for a constraint that is not broken. Headless only.
    public var headlessConflictingConstraints: [NSLayoutConstraint] {
        engineRecord?.conflictingSet ?? []
    }
}
#endif
