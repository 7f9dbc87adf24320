#if !canImport(UIKit)
import Foundation
import LayoutSolver

// Ambiguity debugging (the Solving article, Ambiguity): a variable is ambiguous when a probe at the lowest
// priority can move it without raising the error of any level.
extension UIView {
    var headlessHasAmbiguousLayout: Bool { headlessAmbiguityProbe(of: self) != nil }

    /// Whether the view's position or size on `axis` is not fully determined by its
    /// constraints: `hasAmbiguousLayout` for one axis. Headless only.
    public func headlessHasAmbiguousLayout(for axis: NSLayoutConstraint.Axis) -> Bool {
        headlessAmbiguityProbe(of: self, axis: axis) != nil
    }

    func headlessExerciseAmbiguity() {
        guard let probe = headlessAmbiguityProbe(of: self), let engine = headlessRoot.headlessEngineStorage,
              let superview = headlessSuperview else { return }
        let scale = headlessDisplayScale
        let frame = engine.solver.withRollback {
            try? engine.solver.add(probe)
            return headlessSolvedFrame(engine, superviewOrigin: superview.headlessSolvedFrameOrigin(engine, scale: scale), scale: scale)
        }
        headlessAssigningSolvedFrame = true
        headlessSetFrame(frame)
        headlessAssigningSolvedFrame = false
    }

    /// A lowest-priority constraint that moves one of `item`'s variables by a point, if one can
    /// without costing any other constraint; nil when the item's layout is fully determined.
    /// `axis` limits the probe to that axis's position and size.
    func headlessAmbiguityProbe(of item: any HeadlessLayoutItem, axis: NSLayoutConstraint.Axis? = nil) -> SolverConstraint? {
        headlessRoot.headlessRunLayoutPassIfNeeded()
        let engine = headlessEngine
        engine.flush()
        let solver = engine.solver
        let variables = item.headlessVariables
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
                let moved = solver.withRollback { (try? solver.add(probe)) != nil ? solver.value(of: variable) : value }
                if abs(moved - value) > 1e-6 { return probe }
            }
        }
        return nil
    }

    /// The constraints in `item`'s engine whose solver form involves the item's variables on `axis`.
    func headlessConstraintsAffectingLayout(of item: any HeadlessLayoutItem, for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = headlessRoot.headlessEngineStorage else { return [] }
        let variables = item.headlessVariables
        let wanted: Set<Variable> = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        return engine.constraintsInOrder { constraint in
            constraint.headlessEngineRecord?.enforcedConstraints.contains { part in
                part.expression.terms.contains { wanted.contains($0.variable) }
            } ?? false
        }
    }
}
#endif
