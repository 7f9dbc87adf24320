#if !canImport(UIKit)
import Foundation
import LayoutSolver

extension LayoutEngine {
    /// Applies the queued changes to the solver in the order they happened; consecutive
    /// additions go in as one batch. Conflicts among required constraints break one constraint
    /// each (<doc:Solving#Conflicts>). Broken constraints are retried afterwards when a change may
    /// have freed them.
    func flush() {
        let queue = events
        events = []
        var index = 0
        while index < queue.count {
            if case .constant = queue[index] {
                var changed: [NSLayoutConstraint] = []
                while index < queue.count, case let .constant(constraint) = queue[index] {
                    if constraint.engineRecord?.engine === self { changed.append(constraint) }
                    index += 1
                }
                applyConstants(of: changed)
                continue
            }
            var batch: [NSLayoutConstraint] = []
            lastBatchNumber += 1
            while index < queue.count, case let .add(constraint, sequence) = queue[index] {
                if let record = constraint.engineRecord, record.engine === self, record.sequence == sequence,
                   case .pending = record.state, record.batchNumber != lastBatchNumber {
                    record.batchNumber = lastBatchNumber
                    batch.append(constraint)
                }
                index += 1
            }
            addBatch(batch)
        }
        if !retryCandidates.isEmpty { retryScheduledConstraints() }
        if !pendingStays.isEmpty {
            solver.addStays(pendingStays)
            pendingStays = []
        }
        // Systems with extreme numbers can drift from their required constraints by whole points.
        if solver.mayHaveRoundingErrors, solver.requiredViolationOfChanges() > 1e-9 { solver.rebuild() }
    }

    /// Adds pending constraints: all at once when they fit, else one by one.
    private func addBatch(_ batch: [NSLayoutConstraint]) {
        var translated: [(constraint: NSLayoutConstraint, parts: [SolverConstraint], rightToLeft: Bool)] = []
        translated.reserveCapacity(batch.count)
        // Translating changes no view's direction.
        let directionPass = DirectionPasses.begin()
        for constraint in batch {
            // The direction is found once, for the translation and for the record.
            let rightToLeft = constraint.rightToLeft(inPass: directionPass)
            guard let parts = constraint.solverConstraints(rightToLeft: rightToLeft) else { continue }
            translated.append((constraint, parts, rightToLeft))
        }
        do {
            try solver.add(translated.flatMap(\.parts))
            for entry in translated { markEnforced(entry.constraint, entry.parts, rightToLeft: entry.rightToLeft) }
        } catch {
            for entry in translated { addResolvingConflicts(entry.constraint, entry.parts, rightToLeft: entry.rightToLeft) }
        }
    }

    /// Records that `parts`, translated with leading and trailing resolved as `rightToLeft`
    /// says, enforce `constraint` now.
    func markEnforced(_ constraint: NSLayoutConstraint, _ parts: [SolverConstraint], rightToLeft: Bool) {
        setState(.enforced(parts), of: constraint)
        constraint.engineRecord?.translatedRightToLeft = rightToLeft
        requestStays(for: constraint)
        if owners != nil { for part in parts { owners?[ObjectIdentifier(part)] = constraint } }
    }

    /// Queues stays for the sizes of the views `constraint` uses. Every view size the layout
    /// uses gets a stay: a size the constraints leave free (an ambiguous layout) is as small as
    /// they allow, as in UIKit, where an underconstrained view "often defaults to a size of
    /// zero", instead of a value that drifts with unrelated changes and feeds back into the
    /// next round. Layout guides get none: a view's guides are sized by the view, and a second
    /// pull towards 0 on them ties with the view's own, so that a view whose margins grow with
    /// its size (its safe area) grew round after round.
    ///
    /// A view is asked for once per engine (`UIView.stayEngineSerial`): the stays requested here
    /// enter the solver at the end of this flush and stay there, so later requests find nothing
    /// to add.
    private func requestStays(for constraint: NSLayoutConstraint) {
        requestStays(for: constraint.firstSpec)
        if let secondSpec = constraint.secondSpec { requestStays(for: secondSpec) }
    }

    /// Queues stays for the size of each view `spec` names, in the order of `spec.items`.
    private func requestStays(for spec: HeadlessAnchorSpec) {
        if let offset = spec.offset {
            requestStays(for: offset.from)
            requestStays(for: offset.to)
            return
        }
        guard let view = spec.view, view.stayEngineSerial != serial else { return }
        view.stayEngineSerial = serial
        let variables = view.itemVariables
        if !solver.hasStay(variables.width) { pendingStays.append(variables.width) }
        if !solver.hasStay(variables.height) { pendingStays.append(variables.height) }
    }

    /// Adds one constraint's parts; on a conflict, breaks the constraint or (when it is
    /// internal) the latest app constraint of the conflicting set, logs, and carries on.
    private func addResolvingConflicts(_ constraint: NSLayoutConstraint, _ parts: [SolverConstraint], rightToLeft: Bool) {
        while true {
            switch tryAdd(parts) {
            case .success:
                markEnforced(constraint, parts, rightToLeft: rightToLeft)
                return
            case let .failure(conflict):
                let members = layoutConstraints(of: conflict.set)
                let victim = chooseVictim(cause: constraint, members: members)
                logUnsatisfiable(members: members + [constraint], broken: victim)
                guard victim !== constraint else {
                    setState(.broken(conflictingWith: members), of: constraint)
                    return
                }
                // A loop, not `filter`: its isolated closure would check its executor per member.
                var others: [NSLayoutConstraint] = []
                for member in members where member !== victim { others.append(member) }
                others.append(constraint)
                breakEnforced(victim, conflictingWith: others)
            }
        }
    }

    /// Adds the parts all or none; the error names the conflicting solver constraints.
    private func tryAdd(_ parts: [SolverConstraint]) -> Result<Void, ConflictError> {
        var added: [SolverConstraint] = []
        for part in parts {
            do {
                try solver.add(part)
                added.append(part)
            } catch {
                for done in added { try? solver.remove(done) }
                if case let .unsatisfiable(_, set) = error { return .failure(ConflictError(set: set)) }
                return .failure(ConflictError(set: []))
            }
        }
        return .success(())
    }

    struct ConflictError: Error {
        let set: [SolverConstraint]
    }

    /// The layout constraints behind solver constraints, without repeats, in activation order.
    private func layoutConstraints(of set: [SolverConstraint]) -> [NSLayoutConstraint] {
        let owners = self.owners ?? ownersOfEnforcedParts()
        self.owners = owners
        var seen = Set<ObjectIdentifier>()
        var found: [NSLayoutConstraint] = []
        for part in set {
            guard let owner = owners[ObjectIdentifier(part)], seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            found.append(owner)
        }
        return Self.inActivationOrder(found)
    }

    /// The owner of each solver constraint in the solver: the held constraints' enforced parts.
    private func ownersOfEnforcedParts() -> [ObjectIdentifier: NSLayoutConstraint] {
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for constraint in constraintsInOrder {
            for part in constraint.engineRecord?.enforcedConstraints ?? [] { owners[ObjectIdentifier(part)] = constraint }
        }
        return owners
    }

    /// The constraint to break (<doc:Solving#Conflicts>).
    private func chooseVictim(cause: NSLayoutConstraint, members: [NSLayoutConstraint]) -> NSLayoutConstraint {
        guard cause.constraintKind != .app else { return cause }
        return members.last { $0.constraintKind == .app } ?? cause
    }

    /// Moves enforced constraints to their current constants: those with a required part one by
    /// one, in order, breaking a constraint where they conflict; then the changes of the optional
    /// ones (intrinsic sizes after labels measured again, say), which cannot conflict, in one
    /// step.
    private func applyConstants(of constraints: [NSLayoutConstraint]) {
        var optional: [NSLayoutConstraint] = []
        var changes: [(constant: Double, constraint: SolverConstraint)] = []
        for constraint in constraints {
            guard let record = constraint.engineRecord, case let .enforced(parts) = record.state else { continue }
            if parts.contains(where: \.priority.isRequired) {
                applyConstant(of: constraint)
                continue
            }
            guard let fresh = constraint.solverConstraints(), fresh.count == parts.count else { continue }
            optional.append(constraint)
            for (part, new) in zip(parts, fresh) where solver.constant(of: part) != new.expression.constant {
                changes.append((new.expression.constant, part))
            }
        }
        do {
            try solver.setConstants(changes)
        } catch {
            optional.forEach(applyConstant)
        }
    }

    /// Moves an enforced constraint to its current constant.
    private func applyConstant(of constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, case let .enforced(parts) = record.state,
              let fresh = constraint.solverConstraints(), fresh.count == parts.count else { return }
        while true {
            do {
                for (part, new) in zip(parts, fresh) where solver.constant(of: part) != new.expression.constant {
                    try solver.setConstant(new.expression.constant, of: part)
                }
                return
            } catch {
                guard case let .unsatisfiable(_, set) = error else { return }
                let members = layoutConstraints(of: set).filter { $0 !== constraint }
                let victim = chooseVictim(cause: constraint, members: members)
                logUnsatisfiable(members: Self.inActivationOrder(members + [constraint]), broken: victim)
                breakEnforced(victim, conflictingWith: (members + [constraint]).filter { $0 !== victim })
                if victim === constraint { return }
            }
        }
    }

    /// Takes an enforced constraint out of the solver and marks it broken; the broken
    /// constraints that conflicted with it may fit now and are tried again.
    private func breakEnforced(_ victim: NSLayoutConstraint, conflictingWith members: [NSLayoutConstraint]) {
        scheduleRetries(after: victim)
        takeOutOfSolver(victim)
        setState(.broken(conflictingWith: members), of: victim)
    }
}
#endif
