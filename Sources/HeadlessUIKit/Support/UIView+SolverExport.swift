#if !canImport(UIKit)
import LayoutSolver

extension UIView {
    /// The solver constraints that the layout engine of this view's hierarchy holds, in the
    /// order they entered the solver: the translation of every enforced layout constraint,
    /// internal ones included. Read it after `layoutIfNeeded()`; changes made since the last
    /// layout pass are not in it yet.
    ///
    /// Headless-only, for benchmarks and debugging: replaying these into a fresh `Solver`
    /// measures the raw solve of the same system without the view model around it. The
    /// variables of views and layout guides have no names: descriptions show them as `v`
    /// followed by their id.
    public var headlessSolverConstraints: [LayoutSolver.Constraint] {
        hierarchyRoot.storedLayoutEngine?.solver.constraints ?? []
    }
}
#endif
