extension Tableau {
    /// A copy with storage of its own. A plain copy of a tableau shares its `RowTable`,
    /// `EntryPool` and `ColumnStore`, so changing one changes the other's rows and columns:
    /// anything that keeps a tableau aside (a snapshot) takes this copy instead. Not for use
    /// inside a transaction (the journal's saved rows are not copied).
    func copied() -> Tableau {
        precondition(!journal.isActive, "a tableau is copied between transactions only")
        var copy = self
        copy.pool = EntryPool()
        copy.columns = columns.copy()
        copy.rows = RowTable()
        copy.slots = SlotScratch()
        for slot in rows.indices { copy.rows.append(copy.pool.copy(rows[slot])) }
        return copy
    }
}
