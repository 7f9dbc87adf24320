/// The simplex tableau: rows `basic = constant + Σ coefficient · symbol` over non-basic symbols
/// (rows of external variables may also refer to other basic external variables, see `Links`),
/// a column index from each symbol to the rows that contain it, and a lexicographic objective
/// with one level per optional priority.
///
/// Work is proportional to what a change touches: substitutions visit only the rows in a
/// symbol's column, rows are merged through a dense scatter array, and the objective is dense
/// per level so that updating it costs the length of the pivot row.
///
/// Rows, their entries and the columns live in unsafe memory owned by three classes
/// (`RowTable`, `EntryPool`, `ColumnStore`), so a plain copy of a tableau shares them: a copy
/// kept aside must be made with `copied()`.
struct Tableau {
    /// Coefficients closer to zero than this are zero.
    static let epsilon = 1e-8
    /// Reduced costs closer to zero than this are rounding noise in every case.
    static let roundingNoise = 1e-12

    // MARK: Symbols (indexed by symbol id)
    var kinds: [SymbolKind] = []
    /// The row in which the symbol is basic, or -1.
    var basicRow: [Int] = []
    /// The rows in which the (non-basic) symbol appears, possibly with stale slots (see Columns).
    var columns = ColumnStore()
    /// Slots appended to columns since they were last rebuilt.
    var columnEntries = 0
    /// When `columnEntries` passes this, columns are rebuilt from the rows.
    var rebuildThreshold = 1024
    /// The number of symbols every per-symbol array has room for.
    var symbolCapacity = 0
    /// Symbol ids that can be reused.
    var freeSymbols: [Int] = []
    /// Symbol of each external variable id seen so far.
    var externalSymbols = IntegerMap()

    // MARK: Rows (indexed by row slot)
    var rows = RowTable()
    var freeRows: [Int] = []
    /// The entries of the rows (and of the rows the journal saved).
    var pool = EntryPool()

    // MARK: Objective
    /// `objective[level][symbol]`: the reduced cost of each non-basic symbol, per level.
    var objective: [[Double]] = []
    /// The constant of each level: its current total violation.
    var objectiveConstants: [Double] = []
    /// The priority of each level.
    var levelPriorities: [Priority] = []
    /// The levels from the highest priority down.
    var levelOrder: [Int] = []
    /// Non-basic symbols whose reduced cost may have turned negative since the last look.
    var enteringCandidates: [Int] = []
    var isEnteringCandidate: [Bool] = []
    /// Candidates found able to enter, lowest id first; an entry may have turned unable since
    /// (it is checked again when it reaches the top).
    var readyToEnter = MinHeap<Int>()
    var isReadyToEnter: [Bool] = []

    /// Restricted basic symbols whose row may have a negative constant.
    var infeasibleBasics: [Int] = []

    /// Undo information while a transaction is open.
    var journal = Journal()

    /// Ranks of basic external symbols, expansion scratch and remembered values (see `Links`).
    var links = Links()

    // MARK: Scratch
    /// Position of each symbol in the row being merged, or -1.
    var scatter: [Int] = []
    /// Per source entry, the stamp of the last merge that combined it with a target entry.
    var merged: [Int] = []
    var mergeStamp = 0
    /// Per row slot, while substituting by columns or changing a constant (see `SlotScratch`).
    var slots = SlotScratch()
    /// The rows a substitution changes, with the replaced symbol's position (kept for its buffer).
    var substitutionTargets: [(slot: Int, position: Int)] = []
    /// The buffers of the last row built and entered, for the next row to build.
    var spareRow = Row(basic: -1)
    /// A column as it was before a substitution changed it.
    var columnCopy: [Int] = []

    // MARK: - Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        if let id = freeSymbols.popLast() {
            kinds[id] = kind
            links.externalIDs[id] = -1
            return id
        }
        let id = kinds.count
        // The per-symbol arrays grow together, in large steps from the start.
        if id == symbolCapacity { reserveSymbols(max(64, 2 * id)) }
        kinds.append(kind)
        basicRow.append(-1)
        columns.appendSymbol()
        scatter.append(-1)
        isEnteringCandidate.append(false)
        isReadyToEnter.append(false)
        for level in objective.indices { objective[level].append(0) }
        links.appendSymbol()
        return id
    }

    /// Makes room, in one step each, for at most `symbols` more symbols and `rows` more rows: a
    /// large batch would otherwise grow every per-symbol array by doubling, copying it each time.
    mutating func reserve(symbols: Int, rows: Int) {
        if kinds.count + symbols > symbolCapacity { reserveSymbols(max(kinds.count + symbols, 2 * symbolCapacity)) }
        columns.reserveSymbols(extra: symbols)
        self.rows.reserve(extra: rows)
    }

    /// Gives every per-symbol array room for `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        symbolCapacity = count
        kinds.reserveCapacity(count)
        basicRow.reserveCapacity(count)
        scatter.reserveCapacity(count)
        isEnteringCandidate.reserveCapacity(count)
        isReadyToEnter.reserveCapacity(count)
        for level in objective.indices { objective[level].reserveCapacity(count) }
        links.reserveSymbols(count)
    }

    /// Returns a symbol that appears nowhere any more to the pool.
    mutating func releaseSymbol(_ symbol: Int) {
        columns.truncate(symbol, to: 0)
        for level in objective.indices where objective[level][symbol] != 0 { setObjective(level, symbol, 0) }
        freeSymbols.append(symbol)
    }

    mutating func symbol(forExternal id: Int) -> Int {
        if let symbol = externalSymbols[id] { return symbol }
        let symbol = makeSymbol(.external)
        externalSymbols.set(symbol, for: id)
        links.externalIDs[symbol] = id
        if journal.isActive { journal.newExternals.append(id) }
        return symbol
    }

    // MARK: - Objective levels

    /// The level for optional priority `priority`, created on first use.
    mutating func level(for priority: Priority) -> Int {
        if let level = levelPriorities.firstIndex(of: priority) { return level }
        let level = levelPriorities.count
        levelPriorities.append(priority)
        var costs = [Double](repeating: 0, count: kinds.count)
        costs.reserveCapacity(symbolCapacity)
        objective.append(costs)
        objectiveConstants.append(0)
        let position = levelOrder.firstIndex { levelPriorities[$0] < priority } ?? levelOrder.count
        levelOrder.insert(level, at: position)
        return level
    }

    /// Adds `factor · symbol` to a level, expressed in non-basic symbols.
    mutating func addToObjective(level: Int, symbol: Int, factor: Double) {
        let row = basicRow[symbol]
        if row < 0 {
            setObjective(level, symbol, objective[level][symbol] + factor)
            markCandidate(symbol)
            return
        }
        let source = rows[row]
        objectiveConstants[level] += factor * source.constant
        for index in 0..<source.count {
            let entry = source.symbols[index]
            setObjective(level, entry, objective[level][entry] + factor * source.coefficients[index])
            markCandidate(entry)
        }
    }

    mutating func markCandidate(_ symbol: Int) {
        if !isEnteringCandidate[symbol] {
            isEnteringCandidate[symbol] = true
            enteringCandidates.append(symbol)
        }
    }

    /// Compares the reduced cost vectors `a/x` and `b/y` lexicographically.
    func compareRatios(_ a: Int, _ x: Double, _ b: Int, _ y: Double) -> Int {
        for level in levelOrder {
            let left = objective[level][a] / x, right = objective[level][b] / y
            let difference = left - right
            if difference < -Self.epsilon { return -1 }
            if difference > Self.epsilon { return 1 }
        }
        return 0
    }

    /// Whether moving the non-basic `symbol` up lowers the lexicographic objective.
    ///
    /// A level decides when its cost is below `-epsilon`. A higher level whose cost is positive,
    /// even below `epsilon`, forbids the move: the symbol can rise by as much as a row's constant
    /// allows, and with constants near the engine's limit a cost of 1e-8 moves that level by
    /// whole points. Letting a lower level decide then undoes the previous pivot, and the two
    /// pivots repeat forever.
    @inline(__always)
    func hasNegativeReducedCost(_ symbol: Int) -> Bool {
        for level in levelOrder {
            let cost = objective[level][symbol]
            if cost < -Self.epsilon { return true }
            if cost > Self.roundingNoise { return false }
        }
        return false
    }

    // MARK: - Rows

    /// Inserts a row; it may contain basic symbols only as links from an external row.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let stored = pool.store(row, extra: row.symbols.count / 2)
        let slot: Int
        if let free = freeRows.popLast() {
            slot = free
            touchRow(slot)
            rows[slot] = stored
        } else {
            slot = rows.count
            rows.append(stored)
            journal.rowEpochs.append(0)
            journal.constantEpochs.append(0)
        }
        for position in 0..<stored.count { appendToColumn(stored.symbols[position], slot, position) }
        basicRow[row.basic] = slot
        links.noteChange(row.basic)
        rankBasic(row.basic)
        if kinds[row.basic].isRestricted && row.constant < 0 { infeasibleBasics.append(row.basic) }
        return slot
    }

    /// Takes a row out of the tableau, releasing its entries.
    mutating func removeRow(_ slot: Int) {
        touchRow(slot)
        var row = rows[slot]
        basicRow[row.basic] = -1
        pool.free(&row)
        row.basic = -1
        row.constant = 0
        rows[slot] = row
        freeRows.append(slot)
    }

    /// Replaces the row at `slot` (saved already) by `row`, releasing the old entries.
    mutating func replaceRow(_ slot: Int, with row: Row) {
        pool.free(&rows[slot])
        rows[slot] = pool.store(row, extra: row.symbols.count / 2)
    }

    // MARK: - Columns
    //
    // A column entry packs a row slot with a hint: the symbol's position in that row when the
    // entry was made, so that finding it is usually O(1) (see `ColumnEntry`).
    // Columns are pruned lazily: when a symbol leaves a row, its column keeps the row's slot.
    // Readers skip such stale slots (and repeats). Once more slots have been appended than
    // twice the entries the rows held at the last rebuild, all columns are rebuilt from the
    // rows, so the pruning costs O(1) per append, amortised.

    /// Rebuilds every column from the rows: sorted, without stale or repeated slots.
    mutating func rebuildColumns() {
        // Inside a transaction, any column may now point at its new rows.
        journal.scansEveryColumn = journal.isActive
        for symbol in 0..<columns.count { columns.truncate(symbol, to: 0) }
        var entries = 0
        for slot in rows.indices where rows[slot].basic >= 0 {
            let row = rows[slot]
            for position in 0..<row.count {
                columns.append(ColumnEntry.make(slot: slot, position: position), to: row.symbols[position])
            }
            entries += row.count
        }
        columnEntries = 0
        rebuildThreshold = max(1024, 2 * entries)
    }

    /// Records that `symbol` now appears in the row at `slot`, at `position`.
    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ slot: Int, _ position: Int) {
        columns.append(ColumnEntry.make(slot: slot, position: position), to: symbol)
        if journal.isActive, slot >= journal.rowCount, !journal.scansEveryColumn { noteColumnOfNewRow(symbol) }
        columnEntries += 1
        if columnEntries > rebuildThreshold { rebuildColumns() }
    }

    /// Notes for a rollback that `symbol`'s column points at a row the transaction made.
    private mutating func noteColumnOfNewRow(_ symbol: Int) {
        if journal.columnsOfNewRows.count < columns.count {
            journal.columnsOfNewRows.append(symbol)
        } else {
            journal.scansEveryColumn = true
        }
    }

    /// Drops stale and repeated slots from a column, refreshes its hints and sorts it.
    mutating func compactColumn(_ symbol: Int) {
        var column = columns[symbol]
        column.sort()
        var kept = 0
        var previous = -1
        for index in column.indices where ColumnEntry.slot(column[index]) != previous {
            let entry = column[index]
            previous = ColumnEntry.slot(entry)
            if let position = position(of: symbol, at: entry) {
                column[kept] = ColumnEntry.make(slot: previous, position: position)
                kept += 1
            }
        }
        columns.truncate(symbol, to: kept)
    }

    /// The slots of the rows that contain `symbol`, in order, after compacting its column.
    mutating func liveColumn(_ symbol: Int) -> [Int] {
        compactColumn(symbol)
        return columns[symbol].map(ColumnEntry.slot)
    }

    /// The position of `symbol` in the row of a column entry, or nil if the entry is stale.
    @inline(__always)
    func position(of symbol: Int, at entry: Int) -> Int? {
        let row = rows[ColumnEntry.slot(entry)], hint = ColumnEntry.hint(entry)
        if hint < row.count && row.symbols[hint] == symbol { return hint }
        return row.index(of: symbol)
    }

    // MARK: - Substitution

    /// Replaces the non-basic `symbol` everywhere by the row at `slot`, in which it is basic.
    ///
    /// Two ways, whichever costs less: row by row (the source is scattered once and
    /// each target row is walked once), or symbol by symbol (each source symbol's column is
    /// walked once and the targets in it updated in place). The second is what keeps a short
    /// source cheap against long targets, as in a chain of views whose positions depend on
    /// every view before them.
    mutating func substituteEverywhere(_ symbol: Int, slot: Int) {
        // The source keeps its block while the targets change: a view stays valid.
        let source = rows[slot]
        var entries = columns[symbol]
        entries.sort()
        var targets = substitutionTargets
        substitutionTargets = []
        targets.removeAll(keepingCapacity: true)
        var rowWork = 0
        var previous = -1
        for entry in entries where ColumnEntry.slot(entry) != previous {
            previous = ColumnEntry.slot(entry)
            guard let position = position(of: symbol, at: entry) else { continue }
            targets.append((previous, position))
            rowWork += rows[previous].count
        }
        // The symbol is basic now and in no row.
        columns.truncate(symbol, to: 0)
        var columnWork = 0
        for index in 0..<source.count { columnWork += columns.count(of: source.symbols[index]) }
        // A column entry costs several row entries (scattered reads, in-place writes): the
        // columns win only by a wide margin (measured on the solver workloads and chained feeds).
        if columnWork * 8 < rowWork {
            substituteByColumns(source, into: targets)
        } else {
            for index in 0..<source.count { scatter[source.symbols[index]] = index }
            if merged.count < source.count { merged = [Int](repeating: 0, count: source.count * 2) }
            for target in targets { merge(source, into: target.slot, replacing: target.position) }
            for index in 0..<source.count { scatter[source.symbols[index]] = -1 }
        }

        for level in objective.indices {
            let factor = objective[level][symbol]
            if factor == 0 { continue }
            setObjective(level, symbol, 0)
            objectiveConstants[level] += factor * source.constant
            for index in 0..<source.count {
                let entry = source.symbols[index]
                let sum = objective[level][entry] + factor * source.coefficients[index]
                setObjective(level, entry, abs(sum) < Self.epsilon ? 0 : sum)
            }
        }
        for index in 0..<source.count { markCandidate(source.symbols[index]) }
        // A rebuild on the way may have listed the rows that still held the symbol.
        columns.truncate(symbol, to: 0)
        substitutionTargets = targets
    }

    /// `target += a · source` for every target, `a` being the coefficient of the replaced
    /// symbol at the target's `position`, walking the source symbols' columns instead of the
    /// target rows. The same sums as `merge(_:into:replacing:)`, entry for entry.
    private mutating func substituteByColumns(_ source: StoredRow, into targets: [(slot: Int, position: Int)]) {
        slots.ensure(rows.count)
        let marks = slots.marks, seen = slots.seen, stale = slots.stale, factors = slots.factors
        mergeStamp += 1
        let targetStamp = mergeStamp
        for target in targets {
            touchRow(target.slot)
            let factor = rows[target.slot].coefficients[target.position]
            marks[target.slot] = targetStamp
            factors[target.slot] = factor
            rows[target.slot].constant += factor * source.constant
            removeEntryKeepingHint(target.slot, at: target.position)
        }
        for sourceIndex in 0..<source.count {
            let symbol = source.symbols[sourceIndex]
            let coefficient = source.coefficients[sourceIndex]
            mergeStamp += 1
            let stamp = mergeStamp
            // A copy: the loop appends to columns (a rebuild may rewrite them all).
            columnCopy.removeAll(keepingCapacity: true)
            columnCopy.append(contentsOf: columns[symbol])
            for entry in columnCopy {
                let slot = ColumnEntry.slot(entry)
                guard marks[slot] == targetStamp, seen[slot] != stamp else { continue }
                let hint = ColumnEntry.hint(entry)
                let row = rows[slot]
                guard hint < row.count, row.symbols[hint] == symbol else {
                    stale[slot] = stamp
                    continue
                }
                seen[slot] = stamp
                add(factors[slot] * coefficient, at: hint, of: slot)
            }
            for target in targets where seen[target.slot] != stamp {
                let slot = target.slot
                let value = factors[slot] * coefficient
                if stale[slot] == stamp, let position = rows[slot].index(of: symbol) {
                    add(value, at: position, of: slot)
                } else if abs(value) >= Self.epsilon {
                    let position = appendEntry(slot, symbol, value)
                    appendToColumn(symbol, slot, position)
                }
            }
        }
        for target in targets {
            let row = rows[target.slot]
            if row.constant < 0 && kinds[row.basic].isRestricted { infeasibleBasics.append(row.basic) }
        }
    }

    /// Appends an entry to the row at `slot`, moving it to a larger block if needed, and
    /// returns its position.
    @inline(__always)
    private mutating func appendEntry(_ slot: Int, _ symbol: Int, _ coefficient: Double) -> Int {
        var row = rows[slot]
        if row.count == row.capacity { pool.grow(&row, toHold: row.count + 1) }
        row.symbols[row.count] = symbol
        row.coefficients[row.count] = coefficient
        row.count += 1
        rows[slot] = row
        return row.count - 1
    }

    /// Adds `value` to the entry at `position` of a row, removing the entry when the sum cancels.
    @inline(__always)
    private mutating func add(_ value: Double, at position: Int, of slot: Int) {
        let row = rows[slot]
        let sum = row.coefficients[position] + value
        if abs(sum) < Self.epsilon {
            removeEntryKeepingHint(slot, at: position)
        } else {
            row.coefficients[position] = sum
        }
    }

    /// Removes the entry at `position` of a row by moving the last entry into its place, and
    /// gives the moved symbol's column a hint at its new position.
    @inline(__always)
    private mutating func removeEntryKeepingHint(_ slot: Int, at position: Int) {
        let last = rows[slot].count - 1
        removeEntry(slot, at: position)
        if position != last { appendToColumn(rows[slot].symbols[position], slot, position) }
    }

    /// `target += a · source` without the entry at `position` (the replaced symbol, whose
    /// coefficient is `a`). Needs the source scattered.
    private mutating func merge(_ source: StoredRow, into target: Int, replacing position: Int) {
        touchRow(target)
        var row = rows[target]
        mergeStamp += 1
        let stamp = mergeStamp
        let factor = row.coefficients[position]
        row.constant += factor * source.constant
        let shared = merged.withUnsafeMutableBufferPointer { marks in
            scatter.withUnsafeBufferPointer { scatter in
                Self.combine(&row, removing: position, with: source, factor: factor, scatter: scatter, marks: marks, stamp: stamp)
            }
        }
        let firstAppended = row.count
        if shared < source.count {
            // Room for every entry still to come: at most one move to a larger block.
            if row.count + source.count - shared > row.capacity { pool.grow(&row, toHold: row.count + source.count - shared) }
            merged.withUnsafeBufferPointer { marks in
                for sourceIndex in 0..<source.count where marks[sourceIndex] != stamp {
                    let value = factor * source.coefficients[sourceIndex]
                    if abs(value) >= Self.epsilon {
                        row.symbols[row.count] = source.symbols[sourceIndex]
                        row.coefficients[row.count] = value
                        row.count += 1
                    }
                }
            }
        }
        rows[target] = row
        if row.constant < 0 && kinds[row.basic].isRestricted { infeasibleBasics.append(row.basic) }
        for position in firstAppended..<row.count {
            appendToColumn(row.symbols[position], target, position)
        }
    }

    /// Removes the entry at `removed` from `row`, then adds `factor ·` the source's coefficient
    /// to each entry the source shares (marking those source entries with `stamp`) and drops
    /// entries that cancel. Removal moves the last entry into the gap, so other entries keep
    /// their positions and the column hints stay valid. Leaves the kept entries packed at the
    /// front (`row.count`) and returns the number of source entries the row shared.
    @inline(__always)
    private static func combine(
        _ row: inout StoredRow, removing removed: Int, with source: StoredRow, factor: Double,
        scatter: UnsafeBufferPointer<Int>, marks: UnsafeMutableBufferPointer<Int>, stamp: Int
    ) -> Int {
        let symbols = row.symbols, coefficients = row.coefficients
        let sourceCoefficients = source.coefficients
        var count = row.count - 1
        symbols[removed] = symbols[count]
        coefficients[removed] = coefficients[count]
        var index = count - 1
        var shared = 0
        while index >= 0 {
            let sourceIndex = scatter[symbols[index]]
            if sourceIndex >= 0 {
                marks[sourceIndex] = stamp
                shared += 1
                let sum = coefficients[index] + factor * sourceCoefficients[sourceIndex]
                if abs(sum) < epsilon {
                    count -= 1
                    symbols[index] = symbols[count]
                    coefficients[index] = coefficients[count]
                } else {
                    coefficients[index] = sum
                }
            }
            index -= 1
        }
        row.count = count
        return shared
    }

    /// Removes the entry at `position` of a row by moving the last entry into its place.
    @inline(__always)
    mutating func removeEntry(_ slot: Int, at position: Int) {
        let row = rows[slot]
        let last = row.count - 1
        if position != last {
            row.symbols[position] = row.symbols[last]
            row.coefficients[position] = row.coefficients[last]
        }
        rows[slot].count = last
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
    mutating func pivot(slot: Int, entering: Int) {
        let leaving = rows[slot].basic
        solveRow(slot, for: entering)
        appendToColumn(leaving, slot, rows[slot].count - 1)
        basicRow[leaving] = -1
        basicRow[entering] = slot
        links.noteChange(entering)
        rankBasic(entering)
        substituteEverywhere(entering, slot: slot)
        if kinds[entering].isRestricted && rows[slot].constant < 0 { infeasibleBasics.append(entering) }
    }

    /// Rewrites `leaving = constant + a·entering + rest` as `entering = (leaving - constant - rest) / a`.
    mutating func solveRow(_ slot: Int, for entering: Int) {
        touchRow(slot)
        var row = rows[slot]
        let leaving = row.basic
        let position = row.index(of: entering)!
        let factor = -1 / row.coefficients[position]
        // The entering entry's place goes to the last entry, and the leaving symbol goes last.
        let last = row.count - 1
        row.symbols[position] = row.symbols[last]
        row.coefficients[position] = row.coefficients[last]
        row.constant *= factor
        for index in 0..<last { row.coefficients[index] *= factor }
        row.symbols[last] = leaving
        row.coefficients[last] = -factor
        row.basic = entering
        rows[slot] = row
    }

    /// Removes a non-basic symbol that is fixed at zero from every row and the objective.
    mutating func removeColumn(_ symbol: Int) {
        for slot in liveColumn(symbol) {
            touchRow(slot)
            removeEntry(slot, at: rows[slot].index(of: symbol)!)
        }
        columns.truncate(symbol, to: 0)
        for level in objective.indices where objective[level][symbol] != 0 { setObjective(level, symbol, 0) }
    }
}
