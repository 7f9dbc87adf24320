/// Per row slot, the scratch of a substitution by columns and of a constant change: whether
/// the row is a target (a stamp), whether a symbol's walk found it or a stale hint to it (stamps),
/// and the factor it takes the source with. Zero is never a current stamp.
///
/// Unsafe memory, so that the walks' writes cost no uniqueness check. A class: a tableau copy
/// made with `Tableau.copied()` gets a fresh one. Reached only through its tableau, so its
/// properties skip the runtime exclusivity checks.
final class SlotScratch {
    @exclusivity(unchecked) private(set) var marks: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var seen: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var stale: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var factors: UnsafeMutablePointer<Double>
    @exclusivity(unchecked) private var capacity = 0

    init() {
        marks = .allocate(capacity: 0)
        seen = .allocate(capacity: 0)
        stale = .allocate(capacity: 0)
        factors = .allocate(capacity: 0)
    }

    deinit {
        marks.deallocate()
        seen.deallocate()
        stale.deallocate()
        factors.deallocate()
    }

    /// Makes room for slots `0..<count`, twice that when it grows (cleared: no stamp is 0).
    @inline(__always)
    func ensure(_ count: Int) {
        if capacity < count { grow(2 * count) }
    }

    private func grow(_ newCapacity: Int) {
        marks.deallocate()
        seen.deallocate()
        stale.deallocate()
        factors.deallocate()
        marks = .allocate(capacity: newCapacity)
        seen = .allocate(capacity: newCapacity)
        stale = .allocate(capacity: newCapacity)
        factors = .allocate(capacity: newCapacity)
        marks.initialize(repeating: 0, count: newCapacity)
        seen.initialize(repeating: 0, count: newCapacity)
        stale.initialize(repeating: 0, count: newCapacity)
        factors.initialize(repeating: 0, count: newCapacity)
        capacity = newCapacity
    }
}
