/// A row held by the tableau: `basic = constant + Σ coefficients[i] · symbols[i]` for
/// `i < count`, its entries in a block of the tableau's `EntryPool`.
///
/// The row fits in 32 bytes: its numbers are kept in 32 bits, and one pointer reaches its
/// block, whose `capacity` symbols are followed by as many coefficients (a small row's entries
/// share a cache line).
///
/// A copy of a stored row is a view: it shares the entries, and its `count` and `constant` are
/// those of the moment it was read. Entries are unordered (see `Row`).
struct StoredRow {
    private var storedBasic: Int32
    private var storedCount: Int32
    private var storedCapacity: Int32
    var constant: Double
    /// The row's block (see `EntryPool`); the pool's empty block for a row without one.
    private(set) var block: EntryPool.Block

    /// A row without basic symbol, entries or block.
    init(empty block: EntryPool.Block) {
        storedBasic = -1
        storedCount = 0
        storedCapacity = 0
        constant = 0
        self.block = block
    }

    /// The basic symbol, or -1.
    var basic: Int {
        @inline(__always) get { Int(storedBasic) }
        @inline(__always) set { storedBasic = Int32(newValue) }
    }

    /// The number of entries.
    var count: Int {
        @inline(__always) get { Int(storedCount) }
        @inline(__always) set { storedCount = Int32(newValue) }
    }

    /// The capacity of the block; 0 for a row without a block.
    var capacity: Int { @inline(__always) get { Int(storedCapacity) } }

    /// The symbols (valid while the row keeps its block).
    var symbols: UnsafeMutablePointer<Int> {
        @inline(__always) get { EntryPool.symbols(of: block) }
    }

    /// The coefficients (valid while the row keeps its block).
    var coefficients: UnsafeMutablePointer<Double> {
        @inline(__always) get { EntryPool.coefficients(of: block, capacity: capacity) }
    }

    /// The symbols, as a buffer (valid while the row keeps its block).
    var symbolBuffer: UnsafeMutableBufferPointer<Int> { UnsafeMutableBufferPointer(start: symbols, count: count) }

    /// The coefficients, as a buffer (valid while the row keeps its block).
    var coefficientBuffer: UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(start: coefficients, count: count)
    }

    /// Gives the row a block of `capacity` entries (the pool's empty block for 0).
    fileprivate mutating func setBlock(_ block: EntryPool.Block, capacity: Int) {
        self.block = block
        storedCapacity = Int32(capacity)
    }

    /// The position of `symbol`, or nil.
    @inline(__always)
    func index(of symbol: Int) -> Int? {
        let symbols = self.symbols
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
        let capacity = Self.capacity(for: count + extra)
        stored.setBlock(allocate(capacity: capacity), capacity: capacity)
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
        copy.setBlock(allocate(capacity: row.capacity), capacity: row.capacity)
        copy.symbols.initialize(from: row.symbols, count: row.count)
        copy.coefficients.initialize(from: row.coefficients, count: row.count)
        return copy
    }

    /// Moves a row's entries to a block with room for `count` entries, releasing the old one.
    func grow(_ row: inout StoredRow, toHold count: Int) {
        let old = row
        let capacity = Self.capacity(for: max(count, 2 * old.capacity))
        row.setBlock(allocate(capacity: capacity), capacity: capacity)
        row.symbols.initialize(from: old.symbols, count: old.count)
        row.coefficients.initialize(from: old.coefficients, count: old.count)
        release(old.block, capacity: old.capacity)
    }

    /// Releases a row's block and leaves it empty (its basic symbol and constant stay).
    func free(_ row: inout StoredRow) {
        release(row.block, capacity: row.capacity)
        row.setBlock(empty, capacity: 0)
        row.count = 0
    }
}
