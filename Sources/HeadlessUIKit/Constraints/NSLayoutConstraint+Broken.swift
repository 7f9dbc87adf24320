#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint is active but left out of the layout because it conflicted with
    /// other required constraints (UIKit logs "Will attempt to recover by breaking constraint"
    /// and keeps it active). It is tried again when it or a constraint it conflicted with
    /// changes. Headless only: UIKit exposes no such property.
    public var headlessIsBroken: Bool {
        headlessEngineRecord?.isBroken == true
    }
}
#endif
