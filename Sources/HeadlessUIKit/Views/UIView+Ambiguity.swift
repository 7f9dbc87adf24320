#if !canImport(UIKit)
import Foundation
import LayoutSolver

// Ambiguity debugging (the Solving article, Ambiguity): a variable is ambiguous when a probe at the lowest
// priority can move it without raising the error of any level.
extension UIView {
    var headlessHasAmbiguousLayout: Bool { ambiguityProbe(of: self) != nil }

    /// Whether the view's position or size on `axis` is not fully determined by its
    /// constraints: `hasAmbiguousLayout` for one axis. Headless only.
    public func headlessHasAmbiguousLayout(for axis: NSLayoutConstraint.Axis) -> Bool {
        ambiguityProbe(of: self, axis: axis) != nil
    }

    func exerciseAmbiguity() {
        guard let probe = ambiguityProbe(of: self), let engine = hierarchyRoot.storedLayoutEngine,
              let superview = storedSuperview else { return }
        let scale = displayScaleOrOne
        let frame = engine.solver.withRollback {
            try? engine.solver.add(probe)
            return solvedFrame(engine, superviewOrigin: superview.solvedFrameOrigin(engine, scale: scale), scale: scale)
        }
        assigningSolvedFrame = true
        applyFrame(frame)
        assigningSolvedFrame = false
    }

    /// A lowest-priority constraint that moves one of `item`'s variables by a point, if one can
    /// without costing any other constraint; nil when the item's layout is fully determined.
    /// `axis` limits the probe to that axis's position and size.
    func ambiguityProbe(of item: any HeadlessLayoutItem, axis: NSLayoutConstraint.Axis? = nil) -> SolverConstraint? {
        hierarchyRoot.runLayoutPassIfNeeded()
        let engine = layoutEngine
        engine.flush()
        let solver = engine.solver
        let variables = item.itemVariables
        let probed = switch axis {
        case .horizontal?: [variables.minX, variables.width]
        case .vertical?: [variables.minY, variables.height]
        default: [variables.minX, variables.minY, variables.width, variables.height]
        }
        for variable in probed {
            let value = solver.value(of: variable)
            for direction in [1.0, -1.0] {
                let probe = SolverConstraint(variable - (value + direction), direction > 0 ? .greaterThanOrEqual : .lessThanOrEqual,
                                             priority: SolverPriority(1), name: "ambiguity probe")
                // Rolled back, not removed: in an ambiguous layout the values would stay where
                // the probe moved them, away from the frames of the last pass.
                let moved = solver.value(of: variable, withTentative: probe) ?? value
                if abs(moved - value) > 1e-6 { return probe }
            }
        }
        return nil
    }

    /// The constraints in `item`'s engine whose solver form involves the item's variables on `axis`.
    func engineConstraintsAffectingLayout(of item: any HeadlessLayoutItem, for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = hierarchyRoot.storedLayoutEngine else { return [] }
        let variables = item.itemVariables
        let (position, size) = axis == .horizontal ? (variables.minX.id, variables.width.id) : (variables.minY.id, variables.height.id)
        // Plain loops: a closure handed to `contains(where:)` here would check its executor at
        // every call.
        return engine.constraintsInOrder { constraint in
            for part in constraint.engineRecord?.enforcedConstraints ?? [] {
                for term in part.expression.terms where term.variable.id == position || term.variable.id == size { return true }
            }
            return false
        }
    }
}
#endif
