/// The storage of the tableau's row entries: blocks of symbols and coefficients carved from
/// large chunks of unsafe memory, recycled through one free list per block size.
///
/// A row in the tableau points at its block (see `StoredRow`), so merging into it costs no
/// allocation, reference counting or uniqueness check; a row that outgrows its block moves to
/// a block twice as large. Chunks never move, so a block's pointers stay valid until the block
/// is released. Everything is freed when the pool goes (its tableau's last copy).
///
/// Its state is reached only through its tableau (never from two places at once), so its
/// properties skip the runtime exclusivity checks.
///
/// The pool is a class: copying a `Tableau` shares it. `Tableau.copied()` is the copy with a
/// pool of its own (what a solver snapshot takes).
final class EntryPool {
    /// A block: `capacity` symbols and as many coefficients.
    struct Block {
        var symbols: UnsafeMutablePointer<Int>
        var coefficients: UnsafeMutablePointer<Double>
    }

    /// The smallest block capacity; every capacity is this times a power of two.
    static let minimumCapacity = 4
    /// Entries in the first chunk; later chunks double up to `largestChunk`.
    private static let firstChunk = 1024
    private static let largestChunk = 1 << 16

    @exclusivity(unchecked) private var chunks: [Block] = []
    /// The current chunk and how much of it is used.
    @exclusivity(unchecked) private var current: Block
    @exclusivity(unchecked) private var currentCapacity = 0
    @exclusivity(unchecked) private var currentUsed = 0
    /// Released blocks, per size class (capacity `minimumCapacity << class`): the address of
    /// the first one's symbols, or 0. A released block holds the next one's address in its
    /// first symbol and its own coefficients' address in the second.
    private let freeLists: UnsafeMutablePointer<Int>
    private static let sizeClasses = Int.bitWidth
    /// A block of capacity 0 for rows without entries.
    let empty: Block

    init() {
        empty = Block(symbols: .allocate(capacity: 1), coefficients: .allocate(capacity: 1))
        current = empty
        freeLists = .allocate(capacity: Self.sizeClasses)
        freeLists.initialize(repeating: 0, count: Self.sizeClasses)
    }

    deinit {
        for chunk in chunks {
            chunk.symbols.deallocate()
            chunk.coefficients.deallocate()
        }
        empty.symbols.deallocate()
        empty.coefficients.deallocate()
        freeLists.deallocate()
    }

    /// The capacity of the block that holds `count` entries: a power-of-two multiple of
    /// `minimumCapacity`.
    @inline(__always)
    static func capacity(for count: Int) -> Int {
        count <= minimumCapacity ? minimumCapacity : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
    }

    @inline(__always)
    private static func sizeClass(_ capacity: Int) -> Int {
        capacity.trailingZeroBitCount - minimumCapacity.trailingZeroBitCount
    }

    /// A block of `capacity` entries (a value of `capacity(for:)`), uninitialised.
    func allocate(capacity: Int) -> Block {
        let sizeClass = Self.sizeClass(capacity)
        if let symbols = UnsafeMutablePointer<Int>(bitPattern: freeLists[sizeClass]) {
            freeLists[sizeClass] = symbols[0]
            return Block(symbols: symbols, coefficients: UnsafeMutablePointer(bitPattern: symbols[1])!)
        }
        if currentUsed + capacity > currentCapacity { startChunk(atLeast: capacity) }
        let block = Block(symbols: current.symbols + currentUsed, coefficients: current.coefficients + currentUsed)
        currentUsed += capacity
        return block
    }

    /// Gives a block back for reuse; a capacity of 0 (the empty block) is ignored.
    func release(_ block: Block, capacity: Int) {
        guard capacity > 0 else { return }
        let sizeClass = Self.sizeClass(capacity)
        block.symbols[0] = freeLists[sizeClass]
        block.symbols[1] = Int(bitPattern: block.coefficients)
        freeLists[sizeClass] = Int(bitPattern: block.symbols)
    }

    /// Starts a new chunk, handing what is left of the current one to the free lists.
    private func startChunk(atLeast capacity: Int) {
        var offset = currentUsed
        var left = currentCapacity - currentUsed
        while left >= Self.minimumCapacity {
            // The largest power of two that fits is a valid capacity (at least the minimum).
            let piece = 1 << (Int.bitWidth - 1 - left.leadingZeroBitCount)
            release(Block(symbols: current.symbols + offset, coefficients: current.coefficients + offset), capacity: piece)
            offset += piece
            left -= piece
        }
        let size = max(capacity, min(Self.largestChunk, Self.firstChunk << chunks.count))
        current = Block(symbols: .allocate(capacity: size), coefficients: .allocate(capacity: size))
        chunks.append(current)
        currentCapacity = size
        currentUsed = 0
    }
}
