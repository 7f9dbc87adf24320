/// A small seeded generator (SplitMix64), so every run fuzzes exactly the same strings.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }

    /// A random integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
