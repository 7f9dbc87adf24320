/// The storage of the tableau's row entries: blocks carved from large chunks of unsafe memory,
/// recycled through one free list per block size. A block of capacity `c` holds `c` symbols
/// followed by `c` coefficients, so that a row's entries lie together.
///
/// A row in the tableau points at its block (see `StoredRow`), so merging into it costs no
/// allocation, reference counting or uniqueness check; a row that outgrows its block moves to
/// a block twice as large. Chunks never move, so a block stays valid until it is released.
/// Everything is freed when the pool goes (its tableau's last copy).
///
/// Its state is reached only through its tableau (never from two places at once), so its
/// properties skip the runtime exclusivity checks.
///
/// The pool is a class: copying a `Tableau` shares it. `Tableau.copied()` is the copy with a
/// pool of its own (what a solver snapshot takes).
final class EntryPool {
    /// A block: where its symbols start.
    typealias Block = UnsafeMutableRawPointer

    /// The smallest block capacity; every capacity is this times a power of two.
    static let minimumCapacity = 4
    /// The bytes of one entry: a symbol and a coefficient.
    private static let entryBytes = MemoryLayout<Int>.stride + MemoryLayout<Double>.stride
    /// Entries in the first chunk; later chunks double up to `largestChunk`.
    private static let firstChunk = 1024
    private static let largestChunk = 1 << 16

    @exclusivity(unchecked) private var chunks: [UnsafeMutableRawPointer] = []
    /// The current chunk and how many of its entries are used.
    @exclusivity(unchecked) private var current: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var currentCapacity = 0
    @exclusivity(unchecked) private var currentUsed = 0
    /// Released blocks, per size class (capacity `minimumCapacity << class`): the address of
    /// the first one, or 0. A released block holds the next one's address in its first symbol.
    private let freeLists: UnsafeMutablePointer<Int>
    private static let sizeClasses = Int.bitWidth
    /// A block of capacity 0 for rows without entries.
    let empty: Block

    init() {
        empty = .allocate(byteCount: Self.entryBytes, alignment: MemoryLayout<Int>.alignment)
        empty.bindMemory(to: Int.self, capacity: 1)
        current = empty
        freeLists = .allocate(capacity: Self.sizeClasses)
        freeLists.initialize(repeating: 0, count: Self.sizeClasses)
    }

    deinit {
        for chunk in chunks { chunk.deallocate() }
        empty.deallocate()
        freeLists.deallocate()
    }

    /// The symbols of `block`.
    @inline(__always)
    static func symbols(of block: Block) -> UnsafeMutablePointer<Int> {
        block.assumingMemoryBound(to: Int.self)
    }

    /// The coefficients of `block`, a block of `capacity` entries.
    @inline(__always)
    static func coefficients(of block: Block, capacity: Int) -> UnsafeMutablePointer<Double> {
        (block + capacity * MemoryLayout<Int>.stride).assumingMemoryBound(to: Double.self)
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
        let block: Block
        if let free = Block(bitPattern: freeLists[sizeClass]) {
            freeLists[sizeClass] = free.load(as: Int.self)
            block = free
        } else {
            if currentUsed + capacity > currentCapacity { startChunk(atLeast: capacity) }
            block = current + currentUsed * Self.entryBytes
            currentUsed += capacity
        }
        // A recycled piece of a chunk may have held a block of another size.
        block.bindMemory(to: Int.self, capacity: capacity)
        (block + capacity * MemoryLayout<Int>.stride).bindMemory(to: Double.self, capacity: capacity)
        return block
    }

    /// Gives a block back for reuse; a capacity of 0 (the empty block) is ignored.
    func release(_ block: Block, capacity: Int) {
        guard capacity > 0 else { return }
        let sizeClass = Self.sizeClass(capacity)
        block.storeBytes(of: freeLists[sizeClass], as: Int.self)
        freeLists[sizeClass] = Int(bitPattern: block)
    }

    /// Starts a new chunk, handing what is left of the current one to the free lists.
    private func startChunk(atLeast capacity: Int) {
        var offset = currentUsed
        var left = currentCapacity - currentUsed
        while left >= Self.minimumCapacity {
            // The largest power of two that fits is a valid capacity (at least the minimum).
            let piece = 1 << (Int.bitWidth - 1 - left.leadingZeroBitCount)
            let block = current + offset * Self.entryBytes
            block.bindMemory(to: Int.self, capacity: 1)
            release(block, capacity: piece)
            offset += piece
            left -= piece
        }
        let size = max(capacity, min(Self.largestChunk, Self.firstChunk << chunks.count))
        current = .allocate(byteCount: size * Self.entryBytes, alignment: MemoryLayout<Int>.alignment)
        chunks.append(current)
        currentCapacity = size
        currentUsed = 0
    }
}
