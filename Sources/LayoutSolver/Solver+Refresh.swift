// Checking the solution against the required constraints, and building the tableau again when
// rounding errors have piled up.

extension Solver {
    /// Whether the constraints held so far had numbers large enough for rounding errors to pile
    /// up: a coefficient of 100 or more, or a constant of 10⁵ or more. Until then
    /// `requiredViolation` need not be checked.
    public var mayHaveRoundingErrors: Bool {
        largestCoefficient >= 100 || largestConstant >= 1e5
    }

    /// The largest violation of a required constraint by the current solution, relative to the
    /// size of the numbers in the constraint: `|residual| / (1 + |constant| + Σ|coefficient × value|)`.
    ///
    /// Exact arithmetic gives 0. A long run of incremental changes to a system whose numbers
    /// span many orders of magnitude (multipliers of 10⁴ on coordinates near 10⁶) can leave
    /// rounding errors of whole points; `rebuild()` then starts from the constraints again.
    public var requiredViolation: Double {
        resolvePendingEdits()
        let table = records.required
        var worst = 0.0
        for entry in table.entries.indices where table.entries[entry].isLive {
            worst = max(worst, violation(of: entry, in: table))
        }
        return worst
    }

    /// `violation(of:in:)`, or 0 for an entry that is dead or no longer in the table. Entries
    /// noted between checks are renumbered only by a removal, after which every check is a
    /// full one, but a stale number must not be read.
    private func liveViolation(of entry: Int, in table: RequiredConstraintTable) -> Double {
        guard entry < table.entries.count, table.entries[entry].isLive else { return 0 }
        return violation(of: entry, in: table)
    }

    /// The relative violation of the required constraint at `entry` by the current solution.
    private func violation(of entry: Int, in table: RequiredConstraintTable) -> Double {
        let constraint = table.entries[entry]
        var residual = constraint.constant, scale = 1 + abs(constraint.constant)
        for index in constraint.termRange {
            let term = table.terms[index]
            let product = term.coefficient * tableau.value(of: Int(term.symbol))
            residual += product
            scale += abs(product)
        }
        let violation: Double = switch constraint.relation {
        case .equal: abs(residual)
        case .greaterThanOrEqual: max(0, -residual)
        case .lessThanOrEqual: max(0, residual)
        }
        return violation / scale
    }

    /// `requiredViolation`, looking only at the required constraints the solution may have
    /// broken since the previous call: those on variables whose values moved and those whose
    /// constant changed; every one on the first call and after constraints were added or
    /// removed. A layout that changes one constant checks what that change moved, not the
    /// whole system.
    public func requiredViolationOfChanges() -> Double {
        resolvePendingEdits()
        let moved = tableau.links.takeUncheckedChangedSymbols()
        defer { roundingWatch.changedConstants.removeAll(keepingCapacity: true) }
        guard let moved, roundingWatch.checkedStructure == roundingWatch.structure else {
            roundingWatch.checkedStructure = roundingWatch.structure
            return requiredViolation
        }
        // A check after many values moved (a rotation moves nearly all), or the first check since
        // the constraints changed, passes over the required constraints once: that costs less
        // than indexing them, or than gathering many entries of the index, and checks the same
        // ones. A later check of a few moved values indexes them for the checks that follow (a
        // drag changes one constant per frame).
        let table = records.required
        let indexed = roundingWatch.indexedStructure == roundingWatch.structure
        if moved.count * 32 >= records.count || (!indexed && roundingWatch.scannedStructure != roundingWatch.structure) {
            roundingWatch.scannedStructure = roundingWatch.structure
            return requiredViolation(touching: moved, in: table)
        }
        if !indexed {
            roundingWatch.index = [:]
            for entry in table.entries.indices where table.entries[entry].isLive {
                for term in table.terms[table.entries[entry].termRange] {
                    roundingWatch.index[Int(term.symbol), default: []].append(Int32(entry))
                }
            }
            roundingWatch.indexedStructure = roundingWatch.structure
        }
        var entries = Set(roundingWatch.changedConstants)
        for symbol in moved { entries.formUnion(roundingWatch.index[symbol] ?? []) }
        return entries.reduce(0) { worst, entry in max(worst, liveViolation(of: Int(entry), in: table)) }
    }

    /// The largest violation among the required constraints on a symbol in `moved` or whose
    /// constant changed since the previous check: what the index of `requiredViolationOfChanges()`
    /// finds, found by one pass over the table (those with a changed constant are looked up
    /// directly).
    private func requiredViolation(touching moved: [Int], in table: RequiredConstraintTable) -> Double {
        var worst = roundingWatch.changedConstants.reduce(0) { worst, entry in
            max(worst, liveViolation(of: Int(entry), in: table))
        }
        let movedSymbols = IDSet(moved)
        for entry in table.entries.indices where table.entries[entry].isLive {
            for term in table.terms[table.entries[entry].termRange] where movedSymbols.contains(Int(term.symbol)) {
                worst = max(worst, violation(of: entry, in: table))
                break
            }
        }
        return worst
    }

    /// Builds the tableau again from the constraints, stays and edit variables it holds, in the
    /// order they were added and with their current constants and suggested values. The
    /// solution is then free of the rounding errors that incremental changes accumulated;
    /// values the constraints leave free may settle elsewhere. Returns false, leaving the
    /// solver as it was, in the unlikely case that a required constraint no longer fits.
    @discardableResult public func rebuild() -> Bool {
        resolvePendingEdits()
        let saved = snapshot()
        let held = records.values.sorted { $0.sequence < $1.sequence }
        tableau = Tableau()
        records = ConstraintRecords()
        nextSequence = 0
        for record in held {
            do {
                try insert(record.constraint, constant: record.constant, isEdit: record.isEdit, optimizeNow: false, rollback: false)
            } catch {
                restore(saved)
                return false
            }
        }
        // The new basis may write a fixed variable's row with symbols that cannot move.
        mayHaveUnfixedDormantStays = true
        enterUnfixedDormantStays()
        tableau.optimize()
        return true
    }
}

/// What `Solver.requiredViolationOfChanges()` keeps between calls.
struct RoundingWatch {
    /// Increases whenever a constraint is added or removed.
    var structure = 0
    /// The structure at the last full check; a different one needs a full check.
    var checkedStructure = -1
    /// The required constraints (entries of `RequiredConstraintTable`) on each symbol, built
    /// for `indexedStructure`.
    var index: [Int: [Int32]] = [:]
    var indexedStructure = -1
    /// The structure at the last check that passed over the constraints without the index.
    var scannedStructure = -1
    /// Required constraints (entries of `RequiredConstraintTable`) whose constant changed
    /// since the last check.
    var changedConstants: [Int32] = []
}
