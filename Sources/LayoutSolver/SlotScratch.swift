#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// Per row slot, the scratch of a substitution by columns and of a constant change: whether
/// the row is a target (a stamp), whether a symbol's walk found it or a stale hint to it (stamps),
/// and the factor it takes the source with. Zero is never a current stamp.
///
/// Unsafe memory, so that the walks' writes cost no uniqueness check. The stamps come zeroed from
/// `calloc`, which leaves a large block's pages untouched until a walk reaches them: a change
/// that reaches a few rows of a large tableau does not clear (or fault in) the rest. A factor is
/// written before it is read and is never cleared. A class: a tableau copy made with
/// `Tableau.copied()` gets a fresh one. Reached only through its tableau, so its properties skip
/// the runtime exclusivity checks.
final class SlotScratch {
    @exclusivity(unchecked) private(set) var marks: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var seen: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var stale: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var factors: UnsafeMutablePointer<Double>
    @exclusivity(unchecked) private var capacity = 0

    init() {
        marks = Self.zeroedStamps(1)
        seen = Self.zeroedStamps(1)
        stale = Self.zeroedStamps(1)
        factors = .allocate(capacity: 1)
    }

    deinit {
        free(marks)
        free(seen)
        free(stale)
        factors.deallocate()
    }

    /// Makes room for slots `0..<count`, twice that when it grows (cleared: no stamp is 0).
    @inline(__always)
    func ensure(_ count: Int) {
        if capacity < count { grow(2 * count) }
    }

    private func grow(_ newCapacity: Int) {
        free(marks)
        free(seen)
        free(stale)
        factors.deallocate()
        marks = Self.zeroedStamps(newCapacity)
        seen = Self.zeroedStamps(newCapacity)
        stale = Self.zeroedStamps(newCapacity)
        factors = .allocate(capacity: newCapacity)
        capacity = newCapacity
    }

    /// `count` stamps, all zero; released with `free`.
    private static func zeroedStamps(_ count: Int) -> UnsafeMutablePointer<Int> {
        guard let memory = calloc(count, MemoryLayout<Int>.stride) else {
            fatalError("out of memory for \(count) row slots")
        }
        return memory.bindMemory(to: Int.self, capacity: count)
    }
}
