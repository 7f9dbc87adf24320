// Turning constraints into tableau rows, and the row-level effects of adding, removing and
// re-weighting them.

extension Tableau {
    /// The row `0 = constant + Σ coefficient · symbol` with every basic symbol replaced by its
    /// row, so that it holds non-basic symbols only. `basic` is left unset (-1).
    mutating func makeRow(_ terms: [(symbol: Int, coefficient: Double)], constant: Double) -> Row {
        var row = Row(basic: -1, constant: constant)
        for (symbol, coefficient) in terms {
            let slot = basicRow[symbol]
            if slot < 0 {
                accumulate(symbol, coefficient, into: &row)
            } else {
                let source = rows[slot]
                row.constant += coefficient * source.constant
                for (entry, value) in zip(source.symbols, source.coefficients) {
                    accumulate(entry, coefficient * value, into: &row)
                }
            }
        }
        // Drop entries that cancelled, and clear the scatter array.
        var kept = 0
        for index in row.symbols.indices {
            scatter[row.symbols[index]] = -1
            if abs(row.coefficients[index]) >= Self.epsilon {
                row.symbols[kept] = row.symbols[index]
                row.coefficients[kept] = row.coefficients[index]
                kept += 1
            }
        }
        row.symbols.removeLast(row.symbols.count - kept)
        row.coefficients.removeLast(row.coefficients.count - kept)
        return row
    }

    /// Adds `coefficient · symbol` to a row under construction (positions kept in `scatter`).
    private mutating func accumulate(_ symbol: Int, _ coefficient: Double, into row: inout Row) {
        let position = scatter[symbol]
        if position >= 0 {
            row.coefficients[position] += coefficient
        } else {
            scatter[symbol] = row.symbols.count
            row.symbols.append(symbol)
            row.coefficients.append(coefficient)
        }
    }

    /// The symbol to make basic for a new row, or nil when none can be used directly.
    ///
    /// Prefers an external symbol (unrestricted, so the row is always feasible), the one in the
    /// fewest rows to keep the tableau sparse; then one of the constraint's own slack or error
    /// symbols whose value comes out non-negative.
    func subject(for row: Row, tag: Tag) -> Int? {
        var best = -1
        for symbol in row.symbols where kinds[symbol] == .external {
            if best < 0 || columns[symbol].count < columns[best].count
                || (columns[symbol].count == columns[best].count && symbol < best) {
                best = symbol
            }
        }
        if best >= 0 { return best }
        for candidate in [tag.marker, tag.other] where candidate >= 0 && kinds[candidate].isRestricted {
            let coefficient = row.coefficient(of: candidate)
            // Solved for the candidate, the row's value is -constant / coefficient.
            if coefficient != 0 && -row.constant / coefficient >= 0 { return candidate }
        }
        return nil
    }

    /// Whether every symbol of the row is a dummy (the row can never change).
    func hasOnlyDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[$0] == .dummy }
    }

    /// Solves the implicit row `0 = constant + Σ` for `subject` and enters it into the tableau.
    mutating func insert(_ row: Row, solvedFor subject: Int) {
        var row = row
        let position = row.symbols.firstIndex(of: subject)!
        let factor = -1 / row.coefficients[position]
        row.symbols.remove(at: position)
        row.coefficients.remove(at: position)
        row.constant *= factor
        for index in row.coefficients.indices { row.coefficients[index] *= factor }
        row.basic = subject
        let slot = insertRow(row)
        substituteEverywhere(subject, slot: slot)
    }

    /// The sign of the marker in its constraint's original row.
    func markerSign(_ marker: Int) -> Double {
        kinds[marker] == .dummy ? 1 : -1
    }

    /// Applies a change `delta` of the constant of the constraint whose marker is `marker`
    /// (in the form its row was built in) to every row it reaches, through the marker's column.
    /// Returns false when a redundant required equality no longer holds.
    mutating func applyConstantChange(marker: Int, delta: Double) -> Bool {
        let sign = markerSign(marker)
        let slot = basicRow[marker]
        if slot >= 0 {
            touchRow(slot)
            rows[slot].constant -= delta / sign
            if kinds[marker] == .dummy { return abs(rows[slot].constant) < Self.epsilon }
            if rows[slot].constant < 0 { infeasibleBasics.append(marker) }
            return true
        }
        var holds = true
        for target in liveColumn(marker) {
            touchRow(target)
            let coefficient = rows[target].coefficient(of: marker)
            rows[target].constant += coefficient * delta / sign
            let basic = rows[target].basic
            if kinds[basic].isRestricted && rows[target].constant < 0 { infeasibleBasics.append(basic) }
            if kinds[basic] == .dummy && abs(rows[target].constant) >= Self.epsilon { holds = false }
        }
        for level in objective.indices where objective[level][marker] != 0 {
            objectiveConstants[level] += objective[level][marker] * delta / sign
        }
        return holds
    }

    /// Takes a constraint's row out of the tableau and frees its symbols, keeping the rest of
    /// the solution feasible. `level` is the objective level of an optional constraint, or -1.
    mutating func removeConstraintRow(tag: Tag, level: Int) {
        if level >= 0 {
            for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] == .error {
                addToObjective(level: level, symbol: symbol, factor: -1)
            }
        }
        let marker = tag.marker
        if basicRow[marker] >= 0 {
            removeRow(basicRow[marker])
        } else if let slot = markerLeavingRow(for: marker) {
            pivot(slot: slot, entering: marker)
            removeRow(basicRow[marker])
        } else {
            removeColumn(marker)
        }
        if tag.other >= 0 {
            if basicRow[tag.other] >= 0 { removeRow(basicRow[tag.other]) }
            removeColumn(tag.other)
            releaseSymbol(tag.other)
        }
        removeColumn(marker)
        releaseSymbol(marker)
    }
}
