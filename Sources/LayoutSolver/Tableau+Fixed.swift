// Whether the required equalities alone fix a variable's value.

extension Tableau {
    /// Whether the external variable with id `id` is basic in a row that holds, once its links
    /// are followed, nothing but required equalities' markers: its value is then fixed by
    /// those equalities, whatever the optional constraints and the objective do. A sufficient
    /// test, not a necessary one: a fixed variable can also have a row with slack symbols that
    /// cannot move, and a row whose links go deeper than a few dozen rows counts as not fixed.
    ///
    /// Mutating only so that the tableau is read in place instead of copied.
    mutating func isFixedByRequiredEqualities(externalID id: Int) -> Bool {
        guard let symbol = externalSymbols[id] else { return false }
        var budget = 64
        return isFixedByRequiredEqualities(symbol, budget: &budget)
    }

    /// The test above for a symbol, reading at most `budget` rows.
    private mutating func isFixedByRequiredEqualities(_ symbol: Int, budget: inout Int) -> Bool {
        let slot = basicRow[symbol]
        guard slot >= 0, budget > 0 else { return false }
        budget -= 1
        let entries = rows[slot].symbolBuffer
        // Anything but a marker or a link to another external variable's row can move; links
        // are followed only once the row itself has nothing else.
        guard entries.allSatisfy({ kinds[$0] == .dummy || kinds[$0] == .external }) else { return false }
        for entry in entries where kinds[entry] == .external {
            guard isFixedByRequiredEqualities(entry, budget: &budget) else { return false }
        }
        return true
    }
}
