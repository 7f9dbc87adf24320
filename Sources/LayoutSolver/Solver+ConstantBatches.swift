// Several constant changes in one step: what a layout engine does after measuring, when many
// sizes move at once.
extension Solver {
    /// Changes the constants of several constraints with the outcome of calling
    /// `setConstant(_:of:)` for each in order.
    ///
    /// When every constraint is optional, the changes cannot make the system unsatisfiable and
    /// are made in one step: one transaction and one repair of feasibility for all of them
    /// instead of one each (a layout engine moving many intrinsic sizes at once). A change to a
    /// required constraint may fail, and whether it does can depend on the changes before it, so
    /// such a list is applied one change at a time. Either way the first change that fails
    /// (a constant that is not finite, an unknown constraint, a required constraint that cannot
    /// take its constant) throws, with the changes before it kept.
    public func setConstants(_ changes: [(constant: Double, constraint: Constraint)]) throws(SolverError) {
        guard changes.count > 1, !changes.contains(where: { $0.constraint.priority.isRequired }) else {
            for change in changes { try setConstant(change.constant, of: change.constraint) }
            return
        }
        resolvePendingEdits()
        let counters = self.counters, watchedBefore = roundingWatch.changedConstants.count
        var replaced: [ConstraintRecord] = []
        replaced.reserveCapacity(changes.count)
        tableau.beginTransaction()
        var holds = true
        for change in changes {
            guard change.constant.isFinite, let record = records[ObjectIdentifier(change.constraint)], !record.isEdit else {
                holds = false
                break
            }
            replaced.append(record)
            holds = applyConstant(change.constant, to: record) && holds
            noteConstant(change.constant, of: record)
        }
        if holds, tableau.dualOptimize() == nil {
            tableau.commit()
            tableau.optimize()
            return
        }
        tableau.rollBack()
        for record in replaced.reversed() { records.setConstant(record.constant, of: ObjectIdentifier(record.constraint)) }
        restore(counters)
        roundingWatch.changedConstants.removeSubrange(watchedBefore...)
        for change in changes { try setConstant(change.constant, of: change.constraint) }
    }
}
