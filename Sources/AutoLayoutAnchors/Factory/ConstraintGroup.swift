#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The constraints collected by one open `Constraints` builder.
@MainActor final class ConstraintGroup {
    /// Open builders, innermost last.
    private static var open: [ConstraintGroup] = []

    private(set) var constraints: [NSLayoutConstraint] = []

    /// Runs `body` with a new group open and returns what it collected.
    static func collect(_ body: () -> Void) -> [NSLayoutConstraint] {
        let group = ConstraintGroup()
        open.append(group)
        defer { open.removeLast() }
        body()
        return group.constraints
    }

    /// Hands freshly made constraints on: to the innermost open builder, or, outside any builder,
    /// through the shared activation step in one batch (list view = the first item's view).
    /// Returns `constraints`.
    @discardableResult static func submit(_ constraints: [NSLayoutConstraint], call: AnchorCall) -> [NSLayoutConstraint] {
        guard !constraints.isEmpty else { return constraints }
        if let group = open.last {
            group.constraints += constraints
        } else {
            ConstraintActivation.submit(constraints, for: firstView(of: constraints), site: call.site)
        }
        return constraints
    }

    /// The view of the first item of the first constraint (a guide's owning view).
    static func firstView(of constraints: [NSLayoutConstraint]) -> UIView? {
        LayoutHierarchy.view(of: constraints.first?.firstItem)
    }
}
