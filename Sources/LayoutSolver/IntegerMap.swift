/// A map from non-negative integer keys to integers, with open addressing: a lookup is a
/// multiply, a shift and usually one probe. Removal shifts the entries after the gap back, so
/// that no tombstones slow probing down. The tableau keeps its variable table in one (variable
/// id to symbol), and the solver finds its constraint records through another.
///
/// A bit per slot, in a table small enough to stay in the cache, tells which slots are taken:
/// asking whether a key that is not there is (`contains`), or adding a key whose slot is free,
/// then reads no entry (a table larger than the cache would miss it on every such call). Each key lies next to its
/// value, so that a probe reads one cache line. Keys are hashed in groups of four consecutive
/// keys, the two low bits choosing the slot inside the group's four: keys made together are
/// mostly read together (the four variables of a view), and then share a cache line too.
struct IntegerMap {
    private struct Entry {
        var key: Int
        var value: Int
    }

    /// The slots; a free one has the key -1 (and its bit in `taken` clear).
    private var entries: [Entry]
    /// Bit `i % 64` of word `i / 64` is set when slot `i` is taken.
    private var taken: [UInt64]
    /// How far a group's 64-bit hash is shifted right to number the groups of slots.
    private var shift: Int
    private(set) var count = 0

    /// Keys hashed together: the slots of a group lie side by side.
    private static let groupBits = 2
    private static let initialSize = 16

    init() {
        entries = [Entry](repeating: Entry(key: -1, value: 0), count: Self.initialSize)
        taken = [0]
        shift = Int.bitWidth - Self.initialSize.trailingZeroBitCount + Self.groupBits
    }

    /// The slot a key goes to when nothing is in the way.
    @inline(__always)
    private func home(of key: Int) -> Int {
        let group = UInt(bitPattern: key) >> UInt(Self.groupBits)
        let start = Int(bitPattern: (group &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift)) << Self.groupBits
        return start | (key & ((1 << Self.groupBits) - 1))
    }

    @inline(__always)
    private func isTaken(_ slot: Int) -> Bool { taken[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }

    @inline(__always)
    private mutating func markTaken(_ slot: Int) { taken[slot >> 6] |= 1 << UInt64(slot & 63) }

    @inline(__always)
    private mutating func markFree(_ slot: Int) { taken[slot >> 6] &= ~(1 << UInt64(slot & 63)) }

    /// The slot where `key` is, or the free slot where it would go.
    @inline(__always)
    private func slot(of key: Int) -> Int {
        var index = home(of: key)
        guard isTaken(index) else { return index }
        let mask = entries.count - 1
        while entries[index].key != key && entries[index].key != -1 { index = (index + 1) & mask }
        return index
    }

    /// The value stored for `key`, if any. Read for keys that are mostly there (variables already
    /// seen, constraints held): the entries are probed at once, without the bits.
    @inline(__always)
    subscript(key: Int) -> Int? {
        let mask = entries.count - 1
        var index = home(of: key)
        while entries[index].key != key && entries[index].key != -1 { index = (index + 1) & mask }
        return entries[index].key == key ? entries[index].value : nil
    }

    /// Whether `key` has a value. Asked for keys that are mostly not there (a constraint about to
    /// be added): the bits usually answer alone.
    @inline(__always)
    func contains(_ key: Int) -> Bool {
        let index = slot(of: key)
        return isTaken(index) && entries[index].key == key
    }

    /// Stores `value` for `key`.
    mutating func set(_ value: Int, for key: Int) {
        if (count + 1) * 4 > entries.count * 3 { grow() }
        let index = slot(of: key)
        if !isTaken(index) {
            // Written whole, without reading the free slot first.
            entries[index] = Entry(key: key, value: value)
            markTaken(index)
            count += 1
            return
        }
        entries[index].value = value
    }

    /// Removes the entry for `key`, if any.
    mutating func remove(_ key: Int) {
        let mask = entries.count - 1
        var gap = slot(of: key)
        guard isTaken(gap), entries[gap].key == key else { return }
        entries[gap].key = -1
        markFree(gap)
        count -= 1
        var index = (gap + 1) & mask
        while entries[index].key != -1 {
            // An entry may move into the gap when its home slot is not between the gap and it.
            let home = home(of: entries[index].key)
            if (index - home) & mask >= (index - gap) & mask {
                entries[gap] = entries[index]
                markTaken(gap)
                entries[index].key = -1
                markFree(index)
                gap = index
            }
            index = (index + 1) & mask
        }
    }

    /// Makes room for `capacity` entries in all, so that adding up to that many rehashes nothing.
    mutating func reserveCapacity(_ capacity: Int) {
        var size = entries.count
        while capacity * 4 > size * 3 { size *= 2 }
        if size > entries.count { rehash(size: size) }
    }

    private mutating func grow() { rehash(size: entries.count * 2) }

    /// Moves every entry to a table of `size` slots (a larger power of two).
    private mutating func rehash(size: Int) {
        let old = entries
        entries = [Entry](repeating: Entry(key: -1, value: 0), count: size)
        taken = [UInt64](repeating: 0, count: (size + 63) / 64)
        shift -= size.trailingZeroBitCount - old.count.trailingZeroBitCount
        count = 0
        for entry in old where entry.key != -1 { set(entry.value, for: entry.key) }
    }
}
