#if !canImport(UIKit)
import Foundation

// The log of a pass that reached its round limit (the LayoutPass article, Steps) names what the
// last round still changed, so that a layout feeding on its own output can be found.
extension UIView {
    /// The round-limit message, with what the last round of the pass left to do.
    func layoutLoopMessage(_ engine: LayoutEngine) -> String {
        let work = unsettledWork(engine)
        let shown = work.prefix(8).joined(separator: "; ")
        let more = work.count > 8 ? "; and \(work.count - 8) more" : ""
        return "[LayoutConstraints] Layout did not converge after \(UIView.maximumRounds) passes; still changing: \(shown)\(more)"
    }

    /// What would make another round run: queued constraint changes, broken constraints to try
    /// again, and views that need layout, constraint updates or their intrinsic size measured.
    func unsettledWork(_ engine: LayoutEngine) -> [String] {
        var work: [String] = []
        var additions = 0
        for event in engine.events {
            switch event {
            case let .constant(constraint): work.append("constant of \(constraint.descriptionText)\(constantMove(of: constraint, engine))")
            case .add: additions += 1
            }
        }
        if additions > 0 { work.append(additions == 1 ? "1 constraint added" : "\(additions) constraints added") }
        let retries = engine.retryCandidates.count
        if retries > 0 { work.append(retries == 1 ? "1 broken constraint to try again" : "\(retries) broken constraints to try again") }
        forEachInSubtree { view in
            var needs: [String] = []
            if view.needsLayoutPass { needs.append("layout") }
            if view.needsConstraintUpdate { needs.append("updateConstraints()") }
            if view.needsIntrinsicUpdate { needs.append("its intrinsic content size measured") }
            if !needs.isEmpty { work.append("\(view.debugName) needs \(needs.joined(separator: ", "))") }
        }
        return work
    }

    /// How far a queued constant change moves the constraint from what the solver holds, when
    /// the constraint is enforced: " (moves by 0.33)".
    private func constantMove(of constraint: NSLayoutConstraint, _ engine: LayoutEngine) -> String {
        guard let held = constraint.engineRecord?.enforcedConstraints.first,
              let old = engine.solver.constant(of: held),
              let new = constraint.solverConstraints()?.first?.expression.constant else { return "" }
        return " (moves by \(String(format: "%g", abs(new - old))))"
    }
}
#endif
