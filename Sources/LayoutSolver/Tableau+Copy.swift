extension Tableau {
    /// A copy with entries of its own. A plain copy of a tableau shares its `EntryPool`, so
    /// changing one changes the other's rows: anything that keeps a tableau aside (a snapshot)
    /// takes this copy instead. Not for use inside a transaction.
    func copied() -> Tableau {
        precondition(!journal.isActive, "a tableau is copied between transactions only")
        var copy = self
        copy.pool = EntryPool()
        copy.columns = columns.copy()
        copy.rows = RowTable()
        for slot in rows.indices { copy.rows.append(copy.pool.copy(rows[slot])) }
        return copy
    }
}
