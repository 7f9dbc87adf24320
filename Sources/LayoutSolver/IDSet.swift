/// A set of ids (variable ids or tableau symbols, never negative) for many membership tests:
/// one bit per id of the range they span when that range is not much larger than the set (the
/// variables of one layout are made together, so their ids and symbols are close), else the
/// solver's integer map.
struct IDSet {
    private let lowest: Int
    private let bits: [UInt64]
    private let map: IntegerMap?

    init(_ ids: [Int]) {
        let lowest = ids.min() ?? 0, highest = ids.max() ?? -1
        self.lowest = lowest
        if highest - lowest < 64 * max(ids.count, 16) {
            var bits = [UInt64](repeating: 0, count: (highest - lowest) / 64 + 1)
            for id in ids { bits[(id - lowest) >> 6] |= 1 << UInt64((id - lowest) & 63) }
            self.bits = bits
            map = nil
        } else {
            var map = IntegerMap()
            for id in ids { map.set(0, for: id) }
            self.map = map
            bits = []
        }
    }

    @inline(__always)
    func contains(_ id: Int) -> Bool {
        if let map { return map[id] != nil }
        let offset = id - lowest
        guard offset >= 0, offset >> 6 < bits.count else { return false }
        return bits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }
}
