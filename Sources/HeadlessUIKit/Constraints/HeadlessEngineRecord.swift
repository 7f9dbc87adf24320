#if !canImport(UIKit)
import Foundation

/// What a layout engine keeps about one constraint it holds.
@MainActor final class HeadlessEngineRecord {
    /// Where the constraint stands in the solver.
    enum State {
        /// Waiting for the next flush to enter the solver.
        case pending
        /// In the solver, enforced by these solver constraints.
        case enforced([SolverConstraint])
        /// Left out after a conflict among required constraints (<doc:Solving#Conflicts>); still active.
        case broken(conflictingWith: [NSLayoutConstraint])
    }

    private let engineReference: HeadlessEngineReference
    /// The engine holding the constraint, while it exists.
    var engine: LayoutEngine? { engineReference.engine }
    /// Activation order within the engine.
    let sequence: Int
    /// Changed only through `LayoutEngine.setState(_:of:)`, which keeps the engine's index of
    /// broken constraints in step.
    var state: State = .pending
    /// Whether leading and trailing were resolved right to left when the constraint last
    /// entered the solver.
    var translatedRightToLeft = false
    /// The number of the last flush batch that took the constraint in (0 for none), so that a
    /// batch skips the constraint's repeated additions without a set of identities.
    var batchNumber = 0

    init(engine: LayoutEngine, sequence: Int) {
        engineReference = engine.reference
        self.sequence = sequence
    }

    var isBroken: Bool {
        if case .broken = state { return true }
        return false
    }

    /// The constraints a broken constraint conflicted with; empty in any other state.
    var conflictingSet: [NSLayoutConstraint] {
        if case let .broken(members) = state { return members }
        return []
    }

    var enforcedConstraints: [SolverConstraint] {
        if case let .enforced(constraints) = state { return constraints }
        return []
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint is active in an engine that no longer exists.
    var isInAGoneEngine: Bool {
        guard let engineRecord else { return false }
        return engineRecord.engine == nil
    }

    /// Where this constraint stands in activation order, the order in which engines hand
    /// constraints to the solver so that every run sees the same operations: its sequence in
    /// its engine, 0 outside an engine (such constraints come first).
    var activationSequence: Int { engineRecord?.sequence ?? 0 }

    /// Whether this constraint entered its engine before `other` (see `activationSequence`).
    func wasActivated(before other: NSLayoutConstraint) -> Bool {
        activationSequence < other.activationSequence
    }
}
#endif
