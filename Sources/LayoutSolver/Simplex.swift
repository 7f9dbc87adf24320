// The pivoting strategies of the tableau: primal simplex on the lexicographic objective, dual
// simplex to restore feasibility after constants change, and the artificial-variable phase that
// brings in a row without a usable subject. Ties are broken by the lowest symbol id (Bland's
// rule), which keeps the degenerate systems of layout from cycling and makes results repeatable.

extension Tableau {
    /// Pivots until no non-basic symbol can lower the lexicographic objective.
    mutating func optimize() {
        while let entering = nextEnteringSymbol() {
            guard let slot = primalLeavingRow(for: entering) else {
                // The objective is bounded below (it sums non-negative errors), so this only
                // happens for a symbol whose cost is numerically zero: stop looking at it.
                _ = readyToEnter.removeMin()
                isReadyToEnter[entering] = false
                continue
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The lowest-id non-basic, non-dummy symbol with a negative reduced cost (Bland's rule).
    ///
    /// A pivot changes the costs of its row's symbols only, and marks them; so the symbols
    /// marked since the last call are checked once, those able to enter join a min-heap, and
    /// the heap's top is checked again before it is returned (it stays at the top).
    mutating func nextEnteringSymbol() -> Int? {
        for symbol in enteringCandidates {
            isEnteringCandidate[symbol] = false
            if !isReadyToEnter[symbol] && canEnter(symbol) {
                isReadyToEnter[symbol] = true
                readyToEnter.insert(symbol)
            }
        }
        enteringCandidates.removeAll(keepingCapacity: true)
        while let symbol = readyToEnter.min {
            if canEnter(symbol) { return symbol }
            _ = readyToEnter.removeMin()
            isReadyToEnter[symbol] = false
        }
        return nil
    }

    /// Whether `symbol` is non-basic, not a dummy, and lowers the objective by rising.
    private func canEnter(_ symbol: Int) -> Bool {
        basicRow[symbol] < 0 && kinds[symbol] != .dummy && hasNegativeReducedCost(symbol)
    }

    /// The row whose restricted basic symbol reaches zero first as `entering` grows.
    func primalLeavingRow(for entering: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Int.max
        for entry in columns[entering] {
            guard let position = position(of: entering, at: entry) else { continue }
            let slot = ColumnEntry.slot(entry)
            let row = rows[slot]
            let coefficient = row.coefficients[position]
            guard coefficient < 0, kinds[row.basic].isRestricted else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio - Self.epsilon || (ratio <= bestRatio + Self.epsilon && row.basic < bestBasic) {
                best = slot
                bestRatio = min(ratio, bestRatio)
                bestBasic = row.basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Restores feasibility (no restricted basic symbol below zero) while keeping optimality.
    /// Returns nil, or, when a row cannot be made feasible because the required constraints
    /// conflict, that row's symbols: the markers of the constraints that prove the conflict.
    mutating func dualOptimize() -> [Int]? {
        while let leaving = infeasibleBasics.popLast() {
            // Entries can be stale: the row may be gone, repaired, or its symbol released and
            // reused for an unrestricted variable.
            let slot = basicRow[leaving]
            guard slot >= 0, kinds[leaving].isRestricted, rows[slot].constant < -Self.epsilon else { continue }
            guard let entering = dualEnteringSymbol(slot: slot) else {
                infeasibleBasics.removeAll()
                return Array(rows[slot].symbolBuffer) + [leaving]
            }
            pivot(slot: slot, entering: entering)
        }
        return nil
    }

    /// The symbol of the row at `slot` whose rise costs the least objective per unit of repair.
    func dualEnteringSymbol(slot: Int) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        let row = rows[slot]
        for (symbol, coefficient) in zip(row.symbolBuffer, row.coefficientBuffer) {
            guard coefficient > Self.epsilon, kinds[symbol] != .dummy else { continue }
            if best < 0 {
                best = symbol
                bestCoefficient = coefficient
                continue
            }
            let order = compareRatios(symbol, coefficient, best, bestCoefficient)
            if order < 0 || (order == 0 && symbol < best) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best >= 0 ? best : nil
    }

    /// Brings in a row `0 = constant + Σ` that has no usable subject, by minimising an
    /// artificial variable that measures its residual. Returns nil, or, when the row cannot
    /// hold, the symbols of the residual's row: the markers of the constraints in conflict.
    mutating func addWithArtificialVariable(_ row: Row) -> [Int]? {
        var row = row
        if row.constant < 0 {
            row.constant = -row.constant
            for index in row.coefficients.indices { row.coefficients[index] = -row.coefficients[index] }
        }
        let artificial = makeSymbol(.slack)
        row.basic = artificial
        insertRow(row)
        while true {
            let slot = basicRow[artificial]
            guard slot >= 0 else { break }
            guard let entering = artificialEnteringSymbol(slot: slot),
                  let leaving = primalLeavingRow(for: entering)
            else { break }
            pivot(slot: leaving, entering: entering)
        }
        let slot = basicRow[artificial]
        if slot >= 0 {
            let residual = rows[slot].constant
            if residual > Self.epsilon {
                let certificate = Array(rows[slot].symbolBuffer)
                removeArtificial(artificial)
                return certificate
            }
            // The artificial variable is zero but basic: swap it out for any movable symbol.
            if let entering = rows[slot].symbolBuffer.filter({ kinds[$0] != .dummy }).min() {
                pivot(slot: slot, entering: entering)
            }
        }
        removeArtificial(artificial)
        return nil
    }

    /// The lowest-id symbol that lowers the artificial variable's row.
    func artificialEnteringSymbol(slot: Int) -> Int? {
        var best = -1
        let row = rows[slot]
        for (symbol, coefficient) in zip(row.symbolBuffer, row.coefficientBuffer)
        where coefficient < -Self.epsilon && kinds[symbol] != .dummy && (best < 0 || symbol < best) {
            best = symbol
        }
        return best >= 0 ? best : nil
    }

    /// Takes the artificial variable out of the tableau, whether basic or not.
    mutating func removeArtificial(_ artificial: Int) {
        let slot = basicRow[artificial]
        if slot >= 0 { removeRow(slot) }
        removeColumn(artificial)
        releaseSymbol(artificial)
    }

    /// The row to pivot a non-basic marker into before its constraint's row is removed.
    ///
    /// A row whose basic symbol is a dummy records a redundant required equality; it holds only
    /// dummies and its constant is zero, so pivoting there changes no value and keeps the
    /// redundant equality in force once the marker's row is gone. Otherwise the choice keeps
    /// every restricted row feasible: the smallest ratio among rows the marker would drive to
    /// zero, then among the others, then any unrestricted row, whose links are expanded first
    /// (the marker's row must not carry links into the rows it is substituted into).
    mutating func markerLeavingRow(for marker: Int) -> Int? {
        var first = -1, second = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var unrestricted: [Int] = []
        for slot in columns[marker].map(ColumnEntry.slot).sorted() {
            let row = rows[slot]
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[row.basic] == .dummy { return slot }
            if kinds[row.basic] == .external {
                if unrestricted.last != slot { unrestricted.append(slot) }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        // Expanded, a row may lose the marker (its links cancel it); if every row that holds
        // it directly does, no row holds it at all.
        for slot in unrestricted {
            expandLinks(ofRowAt: slot)
            if rows[slot].coefficient(of: marker) != 0 { return slot }
        }
        return nil
    }
}
