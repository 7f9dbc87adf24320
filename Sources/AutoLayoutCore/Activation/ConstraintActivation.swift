#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The last step of every constraint the DSL and the idioms create: while a collector is
/// installed (a DSL conditional block or `grouped`), it takes the constraints; otherwise they are
/// checked and activated.
@MainActor package enum ConstraintActivation {
    /// Takes constraints instead of activating them.
    package typealias Collector = (_ constraints: [NSLayoutConstraint], _ view: UIView?, _ site: CallSite) -> Void

    /// The innermost collector, installed by the DSL; nil when nothing collects.
    package static var collector: Collector?

    /// Whether a collector takes submitted constraints instead of activating them.
    package static var isCollecting: Bool { collector != nil }

    /// Hands `constraints` (made for `view` at `site`) to the collector, or activates them when
    /// there is none.
    package static func submit(_ constraints: [NSLayoutConstraint], for view: UIView?, site: CallSite) {
        if let collector {
            collector(constraints, view, site)
        } else {
            activate(constraints, site: site)
        }
    }

    /// Activates every constraint that passes the checks; reports the others, which stay inactive.
    package static func activate(_ constraints: [NSLayoutConstraint], site: CallSite) {
        NSLayoutConstraint.activate(constraints.filter { canActivate($0, site: site) })
    }

    /// Whether `constraint` can be activated; reports why not. UIKit would raise instead.
    static func canActivate(_ constraint: NSLayoutConstraint, site: CallSite) -> Bool {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            site.report(.invalidArgument, "\(label(constraint)) has a non-finite constant or multiplier; it stays inactive")
            return false
        }
        guard LayoutHierarchy.connects(constraint) else {
            site.report(.noCommonAncestor, "\(label(constraint)) relates items without a common ancestor; it stays inactive")
            return false
        }
        return true
    }

    private static func label(_ constraint: NSLayoutConstraint) -> String {
        constraint.identifier.map { "constraint '\($0)'" } ?? "a constraint"
    }
}
