/// A map from non-negative integer keys (variable ids) to symbols, with open addressing: a
/// lookup is a multiply, a shift and usually one probe. Removal shifts the entries after the gap
/// back, so that no tombstones slow probing down.
///
/// Each key lies next to its value, so that a probe reads one cache line. Keys are hashed in
/// groups of four consecutive ids, the two low bits choosing the slot inside the group's four:
/// ids made together are mostly read together (the four variables of a view), and then share a
/// cache line too.
struct SymbolMap {
    private struct Entry {
        var key: Int
        var value: Int
    }

    private var entries: [Entry]
    /// How far a group's 64-bit hash is shifted right to number the groups of slots.
    private var shift: Int
    private(set) var count = 0

    /// Keys hashed together: the slots of a group lie side by side.
    private static let groupBits = 2

    init() {
        entries = [Entry](repeating: Entry(key: -1, value: 0), count: 16)
        shift = Int.bitWidth - 4 + Self.groupBits
    }

    /// The slot a key goes to when nothing is in the way.
    @inline(__always)
    private func home(of key: Int) -> Int {
        let group = UInt(bitPattern: key) >> UInt(Self.groupBits)
        let start = Int(bitPattern: (group &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift)) << Self.groupBits
        return start | (key & ((1 << Self.groupBits) - 1))
    }

    /// The slot where `key` is, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: Int) -> Int {
        let mask = entries.count - 1
        var index = home(of: key)
        while entries[index].key != key && entries[index].key != -1 { index = (index + 1) & mask }
        return index
    }

    /// The symbol stored for `key`, if any.
    @inline(__always)
    subscript(key: Int) -> Int? {
        let entry = entries[slot(of: key)]
        return entry.key == key ? entry.value : nil
    }

    /// Stores `value` for `key`.
    mutating func set(_ value: Int, for key: Int) {
        if (count + 1) * 4 > entries.count * 3 { grow() }
        let index = slot(of: key)
        if entries[index].key != key {
            entries[index].key = key
            count += 1
        }
        entries[index].value = value
    }

    /// Removes the entry for `key`, if any.
    mutating func remove(_ key: Int) {
        let mask = entries.count - 1
        var gap = slot(of: key)
        guard entries[gap].key == key else { return }
        entries[gap].key = -1
        count -= 1
        var index = (gap + 1) & mask
        while entries[index].key != -1 {
            // An entry may move into the gap when its home slot is not between the gap and it.
            let home = home(of: entries[index].key)
            if (index - home) & mask >= (index - gap) & mask {
                entries[gap] = entries[index]
                entries[index].key = -1
                gap = index
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let old = entries
        entries = [Entry](repeating: Entry(key: -1, value: 0), count: old.count * 2)
        shift -= 1
        count = 0
        for entry in old where entry.key != -1 { set(entry.value, for: entry.key) }
    }
}
