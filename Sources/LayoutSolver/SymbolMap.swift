/// A map from non-negative integer keys (variable ids) to symbols, with open addressing and a
/// multiplicative hash: a lookup is a multiply, a shift and usually one probe. Removal shifts
/// the entries after the gap back, so that no tombstones slow probing down.
struct SymbolMap {
    private var keys: [Int]
    private var values: [Int]
    private var shift: Int
    private(set) var count = 0

    init() {
        keys = [Int](repeating: -1, count: 16)
        values = [Int](repeating: 0, count: 16)
        shift = Int.bitWidth - 4
    }

    /// The slot where `key` is, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: Int) -> Int {
        let mask = keys.count - 1
        var index = Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
        while keys[index] != key && keys[index] != -1 { index = (index + 1) & mask }
        return index
    }

    /// The symbol stored for `key`, if any.
    @inline(__always)
    subscript(key: Int) -> Int? {
        let index = slot(of: key)
        return keys[index] == key ? values[index] : nil
    }

    /// Stores `value` for `key`.
    mutating func set(_ value: Int, for key: Int) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let index = slot(of: key)
        if keys[index] != key {
            keys[index] = key
            count += 1
        }
        values[index] = value
    }

    /// Removes the entry for `key`, if any.
    mutating func remove(_ key: Int) {
        let mask = keys.count - 1
        var gap = slot(of: key)
        guard keys[gap] == key else { return }
        keys[gap] = -1
        count -= 1
        var index = (gap + 1) & mask
        while keys[index] != -1 {
            // An entry may move into the gap when its home slot is not between the gap and it.
            let home = Int(bitPattern: (UInt(bitPattern: keys[index]) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
            if (index - home) & mask >= (index - gap) & mask {
                keys[gap] = keys[index]
                values[gap] = values[index]
                keys[index] = -1
                gap = index
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [Int](repeating: -1, count: oldKeys.count * 2)
        values = [Int](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != -1 { set(value, for: key) }
    }
}
