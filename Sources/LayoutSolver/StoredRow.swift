/// A row held by the tableau: `basic = constant + Σ coefficients[i] · symbols[i]` for
/// `i < count`, its entries in a block of the tableau's `EntryPool`.
///
/// A copy of a stored row is a view: it shares the entries, and its `count` and `constant` are
/// those of the moment it was read. Entries are unordered (see `Row`).
struct StoredRow {
    var basic: Int
    var constant: Double
    var symbols: UnsafeMutablePointer<Int>
    var coefficients: UnsafeMutablePointer<Double>
    var count: Int
    /// The capacity of the block; 0 for a row without a block.
    var capacity: Int

    /// A row without basic symbol, entries or block.
    init(empty block: EntryPool.Block) {
        basic = -1
        constant = 0
        symbols = block.symbols
        coefficients = block.coefficients
        count = 0
        capacity = 0
    }

    /// The row's block.
    var block: EntryPool.Block { EntryPool.Block(symbols: symbols, coefficients: coefficients) }

    /// The symbols, as a buffer (valid while the row keeps its block).
    var symbolBuffer: UnsafeMutableBufferPointer<Int> { UnsafeMutableBufferPointer(start: symbols, count: count) }

    /// The coefficients, as a buffer (valid while the row keeps its block).
    var coefficientBuffer: UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(start: coefficients, count: count)
    }

    /// The position of `symbol`, or nil.
    @inline(__always)
    func index(of symbol: Int) -> Int? {
        var index = 0
        while index < count {
            if symbols[index] == symbol { return index }
            index += 1
        }
        return nil
    }

    /// The coefficient of `symbol`, or 0.
    func coefficient(of symbol: Int) -> Double {
        if let index = index(of: symbol) { return coefficients[index] }
        return 0
    }
}

extension EntryPool {
    /// A stored copy of `row`, in a block of its own, with room for `extra` more entries.
    func store(_ row: Row, extra: Int = 0) -> StoredRow {
        var stored = StoredRow(empty: empty)
        stored.basic = row.basic
        stored.constant = row.constant
        let count = row.symbols.count
        guard count + extra > 0 else { return stored }
        stored.capacity = Self.capacity(for: count + extra)
        let block = allocate(capacity: stored.capacity)
        stored.symbols = block.symbols
        stored.coefficients = block.coefficients
        stored.count = count
        row.symbols.withUnsafeBufferPointer { stored.symbols.initialize(from: $0.baseAddress!, count: count) }
        row.coefficients.withUnsafeBufferPointer { stored.coefficients.initialize(from: $0.baseAddress!, count: count) }
        return stored
    }

    /// A copy of a stored row in a block of its own (of the same capacity); a row without a
    /// block is copied as it is.
    func copy(_ row: StoredRow) -> StoredRow {
        guard row.capacity > 0 else { return row }
        var copy = row
        let block = allocate(capacity: row.capacity)
        copy.symbols = block.symbols
        copy.coefficients = block.coefficients
        copy.symbols.update(from: row.symbols, count: row.count)
        copy.coefficients.update(from: row.coefficients, count: row.count)
        return copy
    }

    /// Moves a row's entries to a block with room for `count` entries, releasing the old one.
    func grow(_ row: inout StoredRow, toHold count: Int) {
        let capacity = Self.capacity(for: max(count, 2 * row.capacity))
        let block = allocate(capacity: capacity)
        block.symbols.update(from: row.symbols, count: row.count)
        block.coefficients.update(from: row.coefficients, count: row.count)
        release(row.block, capacity: row.capacity)
        row.symbols = block.symbols
        row.coefficients = block.coefficients
        row.capacity = capacity
    }

    /// Releases a row's block and leaves it empty (its basic symbol and constant stay).
    func free(_ row: inout StoredRow) {
        release(row.block, capacity: row.capacity)
        row.symbols = empty.symbols
        row.coefficients = empty.coefficients
        row.count = 0
        row.capacity = 0
    }
}
