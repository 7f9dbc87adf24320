// Turning constraints into tableau rows, and the row-level effects of adding, removing and
// re-weighting them.

extension Tableau {
    /// The row `0 = constant + Σ coefficient · symbol` with every basic symbol replaced by its
    /// expansion, so that it holds non-basic symbols only. `basic` is left unset (-1).
    mutating func makeRow(_ terms: [(symbol: Int, coefficient: Double)], constant: Double) -> Row {
        var row = freshRow(constant: constant, capacity: 2 * terms.count + 4)
        for (symbol, coefficient) in terms {
            let slot = basicRow[symbol]
            if slot < 0 {
                accumulate(symbol, coefficient, into: &row)
            } else if kinds[symbol] == .external {
                links.addPending(symbol, coefficient)
            } else {
                accumulate(rows[slot], times: coefficient, into: &row)
            }
        }
        expandPendingLinks(into: &row)
        compact(&row)
        return row
    }

    /// The row `0 = constant + Σ coefficient · symbol` as written, when it can be solved for an
    /// external symbol that no row holds yet: nothing depends on such a symbol, so its row may
    /// keep the basic external symbols it mentions as links. Returns nil otherwise.
    ///
    /// The subject is the one `subject(for:tag:)` would choose in the expanded row (the lowest
    /// id among the symbols in no row), so the basis is the same either way.
    mutating func makeLinkedRow(
        _ terms: [(symbol: Int, coefficient: Double)], constant: Double
    ) -> (row: Row, subject: Int)? {
        guard terms.contains(where: { isFreshExternal($0.symbol) }) else { return nil }
        var row = freshRow(constant: constant, capacity: terms.count)
        for (symbol, coefficient) in terms { accumulate(symbol, coefficient, into: &row) }
        compact(&row)
        var subject = -1
        for symbol in row.symbols where isFreshExternal(symbol) && (subject < 0 || symbol < subject) {
            subject = symbol
        }
        guard subject >= 0 else {
            recycle(&row)
            return nil
        }
        return (row, subject)
    }

    /// An empty row under construction, in the buffers of the last row recycled if any.
    private mutating func freshRow(constant: Double, capacity: Int) -> Row {
        var row = spareRow.take()
        row.constant = constant
        row.reserve(capacity)
        return row
    }

    /// Keeps the buffers of a row that is done with for the next `freshRow`.
    private mutating func recycle(_ row: inout Row) {
        row.symbols.removeAll(keepingCapacity: true)
        row.coefficients.removeAll(keepingCapacity: true)
        row.basic = -1
        row.constant = 0
        swap(&row, &spareRow)
    }

    /// Whether `symbol` is an external symbol in no row and not in the objective.
    private func isFreshExternal(_ symbol: Int) -> Bool {
        kinds[symbol] == .external && basicRow[symbol] < 0 && columns.count(of: symbol) == 0
            && objective.allSatisfy { $0[symbol] == 0 }
    }

    /// Replaces the links of the row at `slot` (an external row) by their expansions.
    mutating func expandLinks(ofRowAt slot: Int) {
        let stored = rows[slot]
        guard stored.symbolBuffer.contains(where: { basicRow[$0] >= 0 }) else { return }
        touchRow(slot)
        var row = makeRow(Array(zip(stored.symbolBuffer, stored.coefficientBuffer)), constant: stored.constant)
        row.basic = stored.basic
        replaceRow(slot, with: row)
        for (position, symbol) in row.symbols.enumerated() { appendToColumn(symbol, slot, position) }
    }

    /// Expands the pending links, highest rank first: a linked row's own links have lower
    /// ranks, so each linked row is expanded once, with every coefficient that reaches it.
    private mutating func expandPendingLinks(into row: inout Row) {
        while let (symbol, coefficient) = links.popHighestRank() {
            guard coefficient != 0 else { continue }
            let linked = rows[basicRow[symbol]]
            row.constant += coefficient * linked.constant
            for index in 0..<linked.count {
                let entry = linked.symbols[index], value = linked.coefficients[index]
                if basicRow[entry] >= 0 {
                    links.addPending(entry, coefficient * value)
                } else {
                    accumulate(entry, coefficient * value, into: &row)
                }
            }
        }
    }

    /// Adds `factor ·` a row without links to a row under construction.
    private mutating func accumulate(_ source: StoredRow, times factor: Double, into row: inout Row) {
        row.constant += factor * source.constant
        for index in 0..<source.count {
            accumulate(source.symbols[index], factor * source.coefficients[index], into: &row)
        }
    }

    /// Drops the entries of a row under construction that cancelled; clears the scatter array.
    private mutating func compact(_ row: inout Row) {
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
            if best < 0 || columns.count(of: symbol) < columns.count(of: best)
                || (columns.count(of: symbol) == columns.count(of: best) && symbol < best) {
                best = symbol
            }
        }
        if best >= 0 { return best }
        func keepsFeasible(_ candidate: Int) -> Bool {
            guard candidate >= 0, kinds[candidate].isRestricted else { return false }
            let coefficient = row.coefficient(of: candidate)
            // Solved for the candidate, the row's value is -constant / coefficient.
            return coefficient != 0 && -row.constant / coefficient >= 0
        }
        if keepsFeasible(tag.marker) { return tag.marker }
        if keepsFeasible(tag.other) { return tag.other }
        return nil
    }

    /// Whether every symbol of the row is a dummy (the row can never change).
    func hasOnlyDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[$0] == .dummy }
    }

    /// How a constraint's row went into the tableau.
    enum Entry {
        /// Solved for a subject, or kept on its marker as a redundant required equality.
        case entered
        /// Only dummies and a constant that is not zero: it contradicts the required equalities.
        case contradicts
        /// No subject keeps it feasible: dual simplex or an artificial variable must bring it in.
        case startsInfeasible
    }

    /// Enters a constraint's row when it can go in directly: solved for `linkedSubject` (see
    /// `makeLinkedRow`) or for `subject(for:tag:)`, or kept on its dummy marker when only
    /// dummies remain and the constant is zero (redundant with the required equalities).
    ///
    /// With `optimizingFirst` (a batch that defers optimisation), a row that starts infeasible
    /// is left for dual simplex, which needs an optimal objective: the objective is optimised
    /// first, and as that moves the basis, `row` is expressed in it again.
    mutating func enter(_ row: inout Row, tag: Tag, linkedSubject: Int?, optimizingFirst: Bool) -> Entry {
        if let linkedSubject {
            insert(&row, solvedFor: linkedSubject)
            return .entered
        }
        var chosen = subject(for: row, tag: tag)
        if optimizingFirst && chosen == nil && !hasOnlyDummies(row) {
            optimize()
            row = makeRow(Array(zip(row.symbols, row.coefficients)), constant: row.constant)
            chosen = subject(for: row, tag: tag)
        }
        if let subject = chosen {
            insert(&row, solvedFor: subject)
            return .entered
        }
        guard hasOnlyDummies(row) else { return .startsInfeasible }
        guard abs(row.constant) < Self.epsilon else { return .contradicts }
        insert(&row, solvedFor: tag.marker)
        return .entered
    }

    /// Solves the implicit row `0 = constant + Σ` for `subject` and enters it into the tableau.
    /// The row is moved into the tableau: `row` is left empty, so that no copy is made.
    mutating func insert(_ row: inout Row, solvedFor subject: Int) {
        var row = row.take()
        let position = row.symbols.firstIndex(of: subject)!
        let factor = -1 / row.coefficients[position]
        row.symbols.remove(at: position)
        row.coefficients.remove(at: position)
        row.constant *= factor
        for index in row.coefficients.indices { row.coefficients[index] *= factor }
        row.basic = subject
        let slot = insertRow(row)
        recycle(&row)
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
            touchRowConstant(slot)
            rows[slot].constant -= delta / sign
            if kinds[marker] == .dummy { return abs(rows[slot].constant) < Self.epsilon }
            if rows[slot].constant < 0 { infeasibleBasics.append(marker) }
            return true
        }
        var holds = true
        // One pass over the column, unsorted, that also drops its stale and repeated slots and
        // refreshes its hints: a drag changes one constant per frame.
        slots.ensure(rows.count)
        let marks = slots.marks
        mergeStamp += 1
        let stamp = mergeStamp
        var infeasible: [(slot: Int, basic: Int)] = []
        // Compacted in place: nothing in the loop reads or extends the marker's column.
        let column = columns[marker]
        var kept = 0
        for entry in column {
            let target = ColumnEntry.slot(entry)
            guard marks[target] != stamp, let position = position(of: marker, at: entry) else { continue }
            marks[target] = stamp
            column[kept] = ColumnEntry.make(slot: target, position: position)
            kept += 1
            touchRowConstant(target)
            rows[target].constant += rows[target].coefficients[position] * delta / sign
            let basic = rows[target].basic
            if kinds[basic].isRestricted && rows[target].constant < 0 { infeasible.append((target, basic)) }
            if kinds[basic] == .dummy && abs(rows[target].constant) >= Self.epsilon { holds = false }
        }
        columns.truncate(marker, to: kept)
        // Repaired in the order of their slots, as before the column was read unsorted.
        infeasible.sort { $0.slot < $1.slot }
        infeasibleBasics.append(contentsOf: infeasible.map(\.basic))
        for level in objective.indices where objective[level][marker] != 0 {
            objectiveConstants[level] += objective[level][marker] * delta / sign
        }
        return holds
    }

    /// Takes a constraint's row out of the tableau and frees its symbols, keeping the rest of
    /// the solution feasible. `level` is the objective level of an optional constraint, or -1.
    mutating func removeConstraintRow(tag: Tag, level: Int) {
        if level >= 0 {
            tag.forEachSymbol { symbol in
                if kinds[symbol] == .error { addToObjective(level: level, symbol: symbol, factor: -1) }
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
