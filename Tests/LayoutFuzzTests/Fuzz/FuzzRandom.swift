#if !canImport(UIKit)
import Foundation

/// A small deterministic generator (SplitMix64): the same seed gives the same sequence on every
/// platform and run, so a failing sequence replays exactly.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound` (0 when `bound` is 0).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A layout number: mostly small whole or fractional points, sometimes zero, negative, large,
    /// tiny, or at the extremes of `CGFloat` when `extremes` is set.
    mutating func constant(extremes: Bool) -> CGFloat {
        switch below(24) {
        case 0: return 0
        case 1: return -CGFloat(below(200))
        case 2: return CGFloat(below(100_000))
        case 3: return 1.0 / CGFloat(1 + below(7))
        case 4: return pick([1e-9, -1e-9, 0.001, -0.5, 1e6, -1e6])
        case 5 where extremes: return pick([.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e12, -1e12, .leastNonzeroMagnitude, 1e8, -1e8 - 1])
        default: return CGFloat(below(300)) + pick([0, 0.5, 1.0 / 3])
        }
    }

    /// A size: mostly 0…200, sometimes fractional or (with `extremes`) huge.
    mutating func size(extremes: Bool) -> CGFloat {
        switch below(10) {
        case 0: return 0
        case 1: return CGFloat(below(200)) + 1.0 / 3
        case 2 where extremes: return pick([1e7, 1e9, .greatestFiniteMagnitude])
        default: return CGFloat(below(200))
        }
    }

    /// A multiplier: mostly 1, sometimes a fraction, zero, negative or large.
    mutating func multiplier(extremes: Bool) -> CGFloat {
        switch below(14) {
        case 0: return 0.5
        case 1: return 2
        case 2: return 0
        case 3: return -1
        case 4: return pick([1.0 / 3, 0.001, 7.5, 100])
        case 5 where extremes: return pick([1e9, 1e300, -1e300])
        default: return 1
        }
    }

    /// A priority in 1...1000, often one of UIKit's named ones.
    mutating func priority() -> Float {
        switch below(8) {
        case 0, 1: return 1000
        case 2: return 750
        case 3: return 250
        case 4: return 999
        case 5: return pick([1, 50, 999.5, 751, 749])
        default: return Float(1 + below(1000))
        }
    }
}

extension Array {
    /// A random element drawn from a fuzz generator, or nil when the array is empty.
    func randomElement(using random: inout FuzzRandom) -> Element? {
        isEmpty ? nil : self[random.below(count)]
    }
}
#endif
