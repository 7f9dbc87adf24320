extension Solver {
    /// Everything a solver holds, to put back after a change that must not stay.
    struct Snapshot {
        let tableau: Tableau
        let records: ConstraintRecords
        let edits: [Variable: EditRecord]
        let stays: KeyedValues<Constraint>
        let dormantStays: [Variable]
        let mayHaveUnfixedDormantStays: Bool
        let needsDualOptimization: Bool
        let counters: Counters
    }

    /// The solver's state now. The tableau is copied with its own entries; the rest shares
    /// storage until one of them changes. A snapshot is meant to be restored at most once.
    func snapshot() -> Snapshot {
        Snapshot(tableau: tableau.copied(), records: records, edits: edits, stays: stays, dormantStays: dormantStays,
                 mayHaveUnfixedDormantStays: mayHaveUnfixedDormantStays,
                 needsDualOptimization: needsDualOptimization, counters: counters)
    }

    /// Puts back a state taken with `snapshot()`. Values read in between may differ from the
    /// restored ones, so every value counts as changed.
    func restore(_ saved: Snapshot) {
        tableau = saved.tableau
        tableau.links.markAllChanged()
        records = saved.records
        edits = saved.edits
        stays = saved.stays
        dormantStays = saved.dormantStays
        mayHaveUnfixedDormantStays = saved.mayHaveUnfixedDormantStays
        needsDualOptimization = saved.needsDualOptimization
        restore(saved.counters)
        // The constraints may differ from those the rounding check last indexed.
        roundingWatch.structure += 1
    }

    /// What a rolled-back change leaves to the solver to put back besides the tableau and the
    /// records: the sequence the next constraint gets and the largest numbers seen.
    struct Counters {
        let nextSequence: Int
        let largestCoefficient: Double, largestConstant: Double
    }

    var counters: Counters {
        Counters(nextSequence: nextSequence, largestCoefficient: largestCoefficient, largestConstant: largestConstant)
    }

    func restore(_ counters: Counters) {
        nextSequence = counters.nextSequence
        largestCoefficient = counters.largestCoefficient
        largestConstant = counters.largestConstant
    }

    /// Runs `body` on the solver, then puts the solver back as it was before the call: the same
    /// constraints, edit variables, stays and values.
    ///
    /// Use it to ask what a change would do without making it. Removing a constraint that was
    /// added for such a question is not enough when the layout is ambiguous: nothing pulls the
    /// values back, and they stay where the added constraint moved them.
    public func withRollback<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = snapshot()
        defer { restore(saved) }
        return try body()
    }

    /// The value `variable` takes once `constraint` is added, without keeping the constraint:
    /// what `withRollback { try add(constraint); return value(of: variable) }` answers, with the
    /// solver left holding what it held before. Nil when `constraint` cannot be added (numbers
    /// that are not finite, a constraint already held, a required constraint that conflicts).
    ///
    /// Undone through the tableau's journal, which restores only the rows the constraint
    /// touched, instead of copying the solver first: a question asked for each variable of a
    /// large layout costs what each answer moves (an ambiguity check asks up to four per view and
    /// axis).
    package func value(of variable: Variable, withTentative constraint: Constraint) -> Double? {
        do { try validate(constraint) } catch { return nil }
        resolvePendingEdits()
        let counters = self.counters
        let computes = computesConflicts
        computesConflicts = false
        tableau.beginTransaction()
        defer {
            tableau.rollBack()
            restore(counters)
            computesConflicts = computes
            // As after `restore(_:)`: the constraints may differ from those the rounding check
            // last indexed.
            roundingWatch.structure += 1
        }
        do {
            try insert(constraint, isEdit: false, optimizeNow: true, rollback: false)
        } catch {
            return nil
        }
        records.remove(ObjectIdentifier(constraint))
        return tableau.value(ofExternal: variable.id)
    }
}
