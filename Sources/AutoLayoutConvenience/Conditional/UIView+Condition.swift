#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// A condition that decides whether conditional constraints are active (<doc:ConditionalConstraints#Conditions>).
    ///
    /// Build conditions with the static factories (`.verticallyCompact`, `.width(is:)`, `.all(…)`, …)
    /// and the instance helpers (`isFalse`, `and(…)`, `or(…)`). A condition that names no view is
    /// evaluated on the view that gets the constraints. Views named by a condition are held
    /// weakly; a condition on a deallocated view is false.
    @MainActor public struct Condition {
        /// The shape of a condition.
        indirect enum Node {
            /// Always this value.
            case constant(Bool)
            /// The bounds size of the view matches the given requirements.
            case size(width: SizeConstrain<CGFloat>?, height: SizeConstrain<CGFloat>?)
            /// A predicate on the view's trait collection.
            case traits((UITraitCollection) -> Bool)
            /// The view's active configuration name equals the name.
            case name(ConfigurationName)
            /// A caller-supplied predicate on the view.
            case callback((UIView) -> Bool)
            /// Every condition matches.
            case all([Condition])
            /// At least one condition matches.
            case any([Condition])
            /// No condition matches.
            case none([Condition])
            /// The condition evaluated on a specific, weakly held view.
            case view(WeakViewReference, Condition)
        }

        /// The shape of this condition.
        let node: Node

        /// Wraps a node.
        init(_ node: Node) { self.node = node }
    }
}

/// A weak reference to a view, shared by the copies of a condition.
@MainActor final class WeakViewReference {
    /// The view, while it exists.
    weak var view: UIView?

    /// Refers to `view` weakly.
    init(_ view: UIView) { self.view = view }
}
