/// The tableau's columns: per symbol, a list of column entries (see `ColumnEntry`), each list
/// in a block of unsafe memory carved from large chunks and recycled through one free list per
/// block size, like the rows' `EntryPool`.
///
/// Appending to a column costs no allocation (but for the rare move to a larger block),
/// reference counting or uniqueness check. A column's buffer stays valid until the column grows
/// or the store goes; code that changes columns while it walks one walks a copy.
///
/// The store is a class: copying a `Tableau` shares it (see `Tableau.copied()`). Its state is
/// reached only through its tableau, so its properties skip the runtime exclusivity checks.
final class ColumnStore {
    /// Where a column's entries are: its block, its length and its capacity (0: no block yet),
    /// together in 16 bytes, so that reading or extending a column touches one cache line.
    private struct Column {
        var block: UnsafeMutablePointer<Int>?
        var count: Int32
        var capacity: Int32

        /// A column without entries or block.
        init() {
            block = nil
            count = 0
            capacity = 0
        }
    }

    /// Per symbol, its column.
    @exclusivity(unchecked) private var columns: UnsafeMutablePointer<Column>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var symbolCapacity = 0

    /// The smallest block; every capacity is this times a power of two.
    private static let minimumCapacity = 4
    private static let firstChunk = 1024
    private static let largestChunk = 1 << 16
    @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Int>] = []
    @exclusivity(unchecked) private var current: UnsafeMutablePointer<Int>?
    @exclusivity(unchecked) private var currentCapacity = 0
    @exclusivity(unchecked) private var currentUsed = 0
    /// Per size class, the first released block (which holds the address of the next), or 0.
    private let freeLists: UnsafeMutablePointer<Int>

    init() {
        columns = .allocate(capacity: 0)
        freeLists = .allocate(capacity: Int.bitWidth)
        freeLists.initialize(repeating: 0, count: Int.bitWidth)
    }

    deinit {
        for chunk in chunks { chunk.deallocate() }
        columns.deallocate()
        freeLists.deallocate()
    }

    /// A copy with blocks of its own.
    func copy() -> ColumnStore {
        let copy = ColumnStore()
        for symbol in 0..<count {
            copy.appendSymbol()
            let entries = self[symbol]
            if !entries.isEmpty {
                copy.reserve(symbol, entries.count)
                copy.columns[symbol].block!.update(from: entries.baseAddress!, count: entries.count)
                copy.columns[symbol].count = Int32(entries.count)
            }
        }
        return copy
    }

    // MARK: Symbols

    /// Adds an empty column for a new symbol.
    func appendSymbol() {
        if count == symbolCapacity { growSymbols(max(64, 2 * count)) }
        columns[count] = Column()
        count += 1
    }

    /// Makes room for `extra` more columns in one step.
    func reserveSymbols(extra: Int) {
        if count + extra > symbolCapacity { growSymbols(max(count + extra, 2 * symbolCapacity)) }
    }

    /// Drops the columns of the last `removed` symbols.
    func removeLastSymbols(_ removed: Int) {
        for symbol in (count - removed)..<count { releaseBlock(of: symbol) }
        count -= removed
    }

    private func growSymbols(_ capacity: Int) {
        let newColumns = UnsafeMutablePointer<Column>.allocate(capacity: capacity)
        newColumns.moveInitialize(from: columns, count: count)
        columns.deallocate()
        columns = newColumns
        symbolCapacity = capacity
    }

    // MARK: Columns

    /// The entries of a column (valid until it grows).
    @inline(__always)
    subscript(symbol: Int) -> UnsafeMutableBufferPointer<Int> {
        UnsafeMutableBufferPointer(start: columns[symbol].block, count: Int(columns[symbol].count))
    }

    /// The number of entries of a column.
    @inline(__always)
    func count(of symbol: Int) -> Int { Int(columns[symbol].count) }

    /// Appends an entry to a column.
    @inline(__always)
    func append(_ entry: Int, to symbol: Int) {
        let column = columns[symbol]
        let length = Int(column.count)
        if column.count == column.capacity { reserve(symbol, length + 1) }
        columns[symbol].block![length] = entry
        columns[symbol].count = column.count + 1
    }

    /// Keeps the first `length` entries of a column (its block stays).
    @inline(__always)
    func truncate(_ symbol: Int, to length: Int) {
        columns[symbol].count = Int32(length)
    }

    /// Drops the entries of a column that `drop` accepts, keeping the others in order. At most
    /// `count` of them can be there (`Int.max` when that is not known), mostly at its end: the
    /// column is read from its end until `count` were found (or to its start), and only the
    /// entries after the first one dropped move.
    func dropEntries(_ symbol: Int, atMost count: Int, where drop: (Int) -> Bool) {
        let entries = self[symbol]
        var found = 0, first = entries.count, index = entries.count
        while index > 0 && found < count {
            index -= 1
            if drop(entries[index]) {
                found += 1
                first = index
            }
        }
        guard first < entries.count else { return }
        var kept = first
        for index in (first + 1)..<entries.count where !drop(entries[index]) {
            entries[kept] = entries[index]
            kept += 1
        }
        columns[symbol].count = Int32(kept)
    }

    /// Gives a column room for `needed` entries, moving it to a larger block.
    private func reserve(_ symbol: Int, _ needed: Int) {
        let old = Int(columns[symbol].capacity)
        guard needed > old else { return }
        let capacity = needed <= Self.minimumCapacity
            ? Self.minimumCapacity : 1 << (Int.bitWidth - (max(needed, 2 * old) - 1).leadingZeroBitCount)
        let block = allocate(capacity)
        if let previous = columns[symbol].block {
            block.update(from: previous, count: Int(columns[symbol].count))
            release(previous, capacity: old)
        }
        columns[symbol].block = block
        columns[symbol].capacity = Int32(capacity)
    }

    private func releaseBlock(of symbol: Int) {
        if let block = columns[symbol].block { release(block, capacity: Int(columns[symbol].capacity)) }
        columns[symbol] = Column()
    }

    // MARK: Blocks

    private func allocate(_ capacity: Int) -> UnsafeMutablePointer<Int> {
        let sizeClass = capacity.trailingZeroBitCount
        if let block = UnsafeMutablePointer<Int>(bitPattern: freeLists[sizeClass]) {
            freeLists[sizeClass] = block[0]
            return block
        }
        if currentUsed + capacity > currentCapacity { startChunk(atLeast: capacity) }
        let block = current! + currentUsed
        currentUsed += capacity
        return block
    }

    private func release(_ block: UnsafeMutablePointer<Int>, capacity: Int) {
        let sizeClass = capacity.trailingZeroBitCount
        block[0] = freeLists[sizeClass]
        freeLists[sizeClass] = Int(bitPattern: block)
    }

    /// Starts a new chunk, handing what is left of the current one to the free lists.
    private func startChunk(atLeast capacity: Int) {
        if let current {
            var offset = currentUsed
            var left = currentCapacity - currentUsed
            while left >= Self.minimumCapacity {
                let piece = 1 << (Int.bitWidth - 1 - left.leadingZeroBitCount)
                release(current + offset, capacity: piece)
                offset += piece
                left -= piece
            }
        }
        let size = max(capacity, min(Self.largestChunk, Self.firstChunk << chunks.count))
        let chunk = UnsafeMutablePointer<Int>.allocate(capacity: size)
        chunks.append(chunk)
        current = chunk
        currentCapacity = size
        currentUsed = 0
    }
}
