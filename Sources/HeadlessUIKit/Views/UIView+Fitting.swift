#if !canImport(UIKit)
import Foundation
import LayoutSolver

// Fitting sizes (the LayoutPass article, Fitting sizes): the view's subtree solved alone, with the receiver at the
// origin and its size pulled towards the target at the fitting priorities.
extension UIView {
    /// The size used with `systemLayoutSizeFitting(_:)` for the smallest fitting size: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size used with `systemLayoutSizeFitting(_:)` for the largest fitting size.
    public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        // As in UIKit, pending `updateConstraints()` work (stack-view arrangements) runs first.
        updateConstraintsIfNeeded()
        // Multi-line labels measure again at the widths a solve gives them (the LayoutPass article, Width-dependent
        // sizes).
        let solver = settlingWidthDependentSizes {
            fittingSolver(target, horizontal: horizontal, vertical: vertical)
        }
        // As for the layout pass's rectangles: inside the number limit, never negative.
        let scale = displayScaleOrOne, bounded = NSLayoutConstraint.clampedToNumberLimit
        return CGSize(width: roundToPixel(max(0, bounded(solver.value(of: itemVariables.width))), scale),
                      height: roundToPixel(max(0, bounded(solver.value(of: itemVariables.height))), scale))
    }

    /// A solver holding the subtree's constraints and the fitting targets.
    private func fittingSolver(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> Solver {
        let solver = Solver()
        let variables = itemVariables
        var parts: [SolverConstraint] = [
            SolverConstraint(SolverExpression(variables.minX), .equal),
            SolverConstraint(SolverExpression(variables.minY), .equal),
        ]
        var enforced: [NSLayoutConstraint] = []
        forEachInSubtree { view in
            enforced += (view.listedConstraints + view.unlistedConstraints).filter {
                !($0 is NSContentSizeLayoutConstraint) && $0.engineRecord?.isBroken != true
            }
            parts += view.freshContentSizeConstraints()
        }
        for constraint in LayoutEngine.inActivationOrder(enforced) { parts += constraint.solverConstraints() ?? [] }
        if horizontal.rawValue >= 1, horizontal.rawValue <= 1000 {
            parts.append(SolverConstraint(variables.width - Double(target.width), .equal, priority: horizontal.solverPriority))
        }
        if vertical.rawValue >= 1, vertical.rawValue <= 1000 {
            parts.append(SolverConstraint(variables.height - Double(target.height), .equal, priority: vertical.solverPriority))
        }
        for part in parts { try? solver.add(part) }
        return solver
    }

    /// Intrinsic-size constraints for the current `intrinsicContentSize`, outside any engine.
    func freshContentSizeConstraints() -> [SolverConstraint] {
        let size = intrinsicContentSize
        var parts: [SolverConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
            let variable = axis == .horizontal ? itemVariables.width : itemVariables.height
            parts.append(SolverConstraint(variable - Double(value), .lessThanOrEqual, priority: huggingPriorities[axis].solverPriority))
            parts.append(SolverConstraint(variable - Double(value), .greaterThanOrEqual,
                                          priority: compressionResistancePriorities[axis].solverPriority))
        }
        return parts
    }
}
#endif
