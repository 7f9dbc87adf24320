#if !canImport(UIKit)
import Foundation

// Broken constraints and when to try them again (the Solving article, Conflicts): a broken
// constraint is retried only after a change to itself or to a member of the conflicting set it
// was broken with, and a retry that fails is silent and computes no conflicting set. A constraint
// broken a second time in one layout pass is logged once and stays broken for the rest of the
// pass unless it changes itself.
extension LayoutEngine {
    /// Moves a constraint to `state`, keeping the index of broken constraints in step.
    func setState(_ state: HeadlessEngineRecord.State, of constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        let id = ObjectIdentifier(constraint)
        if record.isBroken {
            brokenCount -= 1
            retryCandidates.remove(id)
            for member in record.conflictingSet {
                brokenByMember[ObjectIdentifier(member)]?.remove(id)
                if brokenByMember[ObjectIdentifier(member)]?.isEmpty == true { brokenByMember[ObjectIdentifier(member)] = nil }
            }
        }
        record.state = state
        if case let .broken(members) = state {
            if !brokenDuringPass.insert(id).inserted { heldBackDuringPass.insert(id) }
            brokenCount += 1
            for member in members { brokenByMember[ObjectIdentifier(member), default: []].insert(id) }
        }
    }

    /// Something changed about `constraint` (removed, deactivated, its constant or priority, or
    /// it left the solver): the broken constraints that conflicted with it (except those held
    /// back in this pass), and the constraint itself when it is broken, are tried again at the
    /// next flush.
    func scheduleRetries(after constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if constraint.engineRecord?.isBroken == true { retryCandidates.insert(id) }
        if let dependents = brokenByMember[id] { retryCandidates.formUnion(dependents.subtracting(heldBackDuringPass)) }
    }

    /// Whether breaking `constraint` now repeats a conflict already logged in this layout pass.
    func wasBrokenDuringPass(_ constraint: NSLayoutConstraint) -> Bool {
        brokenDuringPass.contains(ObjectIdentifier(constraint))
    }

    /// Tries the scheduled broken constraints again, in activation order; those that fit are
    /// enforced again silently, the others stay broken without a new log.
    func retryScheduledConstraints() {
        let candidates = constraintsInOrder { retryCandidates.contains(ObjectIdentifier($0)) }
        retryCandidates = []
        for constraint in candidates {
            guard constraint.engineRecord?.isBroken == true,
                  let parts = constraint.solverConstraints() else { continue }
            if addIfSatisfiable(parts) { markEnforced(constraint, parts, rightToLeft: constraint.isRightToLeft) }
        }
    }

    /// Adds all of `parts` or none; false when they cannot hold. No conflicting set is computed.
    private func addIfSatisfiable(_ parts: [SolverConstraint]) -> Bool {
        var added: [SolverConstraint] = []
        for part in parts {
            guard (try? solver.addIfSatisfiable(part)) == true else {
                for done in added { try? solver.remove(done) }
                return false
            }
            added.append(part)
        }
        return true
    }
}
#endif
