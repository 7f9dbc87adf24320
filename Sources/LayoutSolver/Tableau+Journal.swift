/// What a tableau transaction must restore on rollback: the rows it touched, as they were (or
/// only their constants, when nothing else changed), the objective entries it wrote, and the
/// sizes and free lists it started from.
///
/// Saving only what a change touches keeps a transaction's cost proportional to its work;
/// a copy of the whole tableau would make every add cost the size of the tableau.
struct Journal {
    var isActive = false
    /// Increases with each transaction; a row is saved once per epoch.
    var epoch = 0
    /// The epoch in which each row slot was last saved.
    var rowEpochs: [Int] = []
    /// Copies of the rows as they were, in blocks of their own (released on commit).
    var savedRows: [(slot: Int, row: StoredRow)] = []
    /// The epoch in which each row slot last had its constant saved.
    var constantEpochs: [Int] = []
    /// Constants of rows as they were, for rows whose other entries the transaction had not
    /// changed when their constant changed (a constant change touches thousands of rows).
    var savedConstants: [(slot: Int, constant: Double)] = []
    var savedObjective: [(level: Int, symbol: Int, value: Double)] = []
    var objectiveConstants: [Double] = []
    var rowCount = 0
    var symbolCount = 0
    var freeRows: [Int] = []
    var freeSymbols: [Int] = []
    var levelCount = 0
    /// Variable ids that got a symbol during the transaction.
    var newExternals: [Int] = []
    /// Ranks as they were before the transaction changed them, in the order of the changes.
    var savedRanks: [(symbol: Int, rank: Int)] = []
    /// Symbols whose columns got entries for rows the transaction made (slots from `rowCount`
    /// on), which a rollback must drop: a symbol once per entry appended. Not kept once
    /// `scansEveryColumn`.
    var columnsOfNewRows: [Int] = []
    /// Set when the list above would be longer than the columns are many, or the columns were
    /// rebuilt: a rollback then filters every column.
    var scansEveryColumn = false
}

extension Tableau {
    /// Starts recording changes so that `rollBack()` can undo them.
    mutating func beginTransaction() {
        journal.isActive = true
        journal.epoch += 1
        for (_, var row) in journal.savedRows { pool.free(&row) }
        journal.savedRows.removeAll(keepingCapacity: true)
        journal.savedConstants.removeAll(keepingCapacity: true)
        journal.savedObjective.removeAll(keepingCapacity: true)
        journal.objectiveConstants = objectiveConstants
        journal.rowCount = rows.count
        journal.symbolCount = kinds.count
        journal.freeRows = freeRows
        journal.freeSymbols = freeSymbols
        journal.levelCount = levelPriorities.count
        journal.newExternals.removeAll(keepingCapacity: true)
        journal.savedRanks.removeAll(keepingCapacity: true)
        journal.columnsOfNewRows.removeAll(keepingCapacity: true)
        journal.scansEveryColumn = false
    }

    /// Keeps the changes made since `beginTransaction()`.
    mutating func commit() {
        journal.isActive = false
        for (_, var row) in journal.savedRows { pool.free(&row) }
        journal.savedRows.removeAll(keepingCapacity: true)
        journal.savedConstants.removeAll(keepingCapacity: true)
        journal.savedObjective.removeAll(keepingCapacity: true)
        journal.newExternals.removeAll(keepingCapacity: true)
        journal.savedRanks.removeAll(keepingCapacity: true)
        journal.columnsOfNewRows.removeAll(keepingCapacity: true)
    }

    /// Undoes every change made since `beginTransaction()`.
    mutating func rollBack() {
        journal.isActive = false
        links.valuesChanged()
        for (symbol, rank) in journal.savedRanks.reversed() where symbol < journal.symbolCount {
            links.ranks[symbol] = rank
        }
        // Detach the rows as they are now, then put back the saved ones.
        var detached = journal.savedRows.map(\.slot)
        detached.append(contentsOf: journal.rowCount..<rows.count)
        for slot in detached {
            var row = rows[slot]
            if row.basic >= 0 && basicRow[row.basic] == slot { basicRow[row.basic] = -1 }
            pool.free(&row)
        }
        rows.removeLast(rows.count - journal.rowCount)
        journal.rowEpochs.removeLast(journal.rowEpochs.count - journal.rowCount)
        journal.constantEpochs.removeLast(journal.constantEpochs.count - journal.rowCount)
        for (slot, row) in journal.savedRows where slot < journal.rowCount {
            rows[slot] = row
            for position in 0..<row.count {
                columns.append(ColumnEntry.make(slot: slot, position: position), to: row.symbols[position])
            }
            if row.basic >= 0 { basicRow[row.basic] = slot }
        }
        // After the whole rows: a row saved whole after its constant changed got the changed
        // constant back with it.
        for (slot, constant) in journal.savedConstants where slot < journal.rowCount { rows[slot].constant = constant }
        freeRows = journal.freeRows

        for (level, symbol, value) in journal.savedObjective.reversed() where symbol < journal.symbolCount {
            objective[level][symbol] = value
        }
        let levelCount = journal.levelCount
        if levelPriorities.count > levelCount {
            objective.removeLast(objective.count - levelCount)
            levelPriorities.removeLast(levelPriorities.count - levelCount)
            levelOrder.removeAll { $0 >= levelCount }
        }
        objectiveConstants = journal.objectiveConstants
        for id in journal.newExternals { externalSymbols.remove(id) }

        for symbol in enteringCandidates where symbol < journal.symbolCount { isEnteringCandidate[symbol] = false }
        enteringCandidates.removeAll()
        for symbol in readyToEnter.elements where symbol < journal.symbolCount { isReadyToEnter[symbol] = false }
        readyToEnter.removeAll()
        infeasibleBasics.removeAll()

        let extra = kinds.count - journal.symbolCount
        kinds.removeLast(extra)
        basicRow.removeLast(extra)
        columns.removeLastSymbols(extra)
        // Only columns that got entries for the transaction's new rows can point past the rows
        // kept: a question asked of a large tableau undoes what it touched, not every column.
        // A column is listed once per such entry appended, and nothing else makes one, so it
        // holds at most that many: read from its end, a long column is not read whole.
        let rowCount = journal.rowCount
        if journal.scansEveryColumn {
            for symbol in 0..<columns.count { columns.dropEntries(symbol, atMost: .max) { ColumnEntry.slot($0) >= rowCount } }
        } else {
            journal.columnsOfNewRows.sort()
            var start = 0
            while start < journal.columnsOfNewRows.count {
                let symbol = journal.columnsOfNewRows[start]
                var end = start + 1
                while end < journal.columnsOfNewRows.count && journal.columnsOfNewRows[end] == symbol { end += 1 }
                if symbol < columns.count {
                    columns.dropEntries(symbol, atMost: end - start) { ColumnEntry.slot($0) >= rowCount }
                }
                start = end
            }
        }
        scatter.removeLast(extra)
        isEnteringCandidate.removeLast(extra)
        isReadyToEnter.removeLast(extra)
        for level in objective.indices { objective[level].removeLast(extra) }
        links.removeLastSymbols(extra)
        freeSymbols = journal.freeSymbols
        journal.savedRows.removeAll(keepingCapacity: true)
        journal.savedConstants.removeAll(keepingCapacity: true)
        journal.savedObjective.removeAll(keepingCapacity: true)
        journal.newExternals.removeAll(keepingCapacity: true)
        journal.savedRanks.removeAll(keepingCapacity: true)
        journal.columnsOfNewRows.removeAll(keepingCapacity: true)
    }

    /// Saves a row before its first change in the current transaction, and forgets the values
    /// the change may move: its basic symbol's and those of the rows that link to it.
    @inline(__always)
    mutating func touchRow(_ slot: Int) {
        forgetValues(movedBy: slot)
        guard journal.isActive, slot < journal.rowCount, journal.rowEpochs[slot] != journal.epoch else { return }
        journal.rowEpochs[slot] = journal.epoch
        journal.savedRows.append((slot, pool.copy(rows[slot])))
    }

    /// `touchRow(_:)` for a change of the row's constant only: saves just the constant, unless
    /// the whole row is saved already.
    @inline(__always)
    mutating func touchRowConstant(_ slot: Int) {
        forgetValues(movedBy: slot)
        guard journal.isActive, slot < journal.rowCount, journal.rowEpochs[slot] != journal.epoch,
              journal.constantEpochs[slot] != journal.epoch else { return }
        journal.constantEpochs[slot] = journal.epoch
        journal.savedConstants.append((slot, rows[slot].constant))
    }

    /// Forgets the values a change of the row at `slot` may move: its basic symbol's and those
    /// of the rows that link to it.
    @inline(__always)
    private mutating func forgetValues(movedBy slot: Int) {
        let basic = rows[slot].basic
        if basic >= 0 && links.remembered[basic].stamp == links.epoch { forgetValue(of: basic) }
    }

    /// Writes an objective entry, saving the old value inside a transaction.
    @inline(__always)
    mutating func setObjective(_ level: Int, _ symbol: Int, _ value: Double) {
        if journal.isActive { journal.savedObjective.append((level, symbol, objective[level][symbol])) }
        objective[level][symbol] = value
    }
}
