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
        var worst = 0.0
        for record in records.values where record.level < 0 {
            let constraint = record.constraint
            var residual = record.constant, scale = 1 + abs(record.constant)
            for term in constraint.expression.terms {
                let product = term.coefficient * tableau.value(ofExternal: term.variable.id)
                residual += product
                scale += abs(product)
            }
            let violation: Double = switch constraint.relation {
            case .equal: abs(residual)
            case .greaterThanOrEqual: max(0, -residual)
            case .lessThanOrEqual: max(0, residual)
            }
            worst = max(worst, violation / scale)
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
        records = [:]
        markerOwners = [:]
        nextSequence = 0
        for record in held {
            do {
                try insert(record.constraint, constant: record.constant, isEdit: record.isEdit, optimizeNow: false, rollback: false)
            } catch {
                restore(saved)
                return false
            }
        }
        tableau.optimize()
        return true
    }
}
