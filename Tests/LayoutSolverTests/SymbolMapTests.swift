@testable import LayoutSolver
import Testing

/// The solver's variable table: open addressing whose removal closes gaps by shifting entries
/// back, checked against a dictionary under random insertions and removals at high load.
@Suite("Symbol map")
struct SymbolMapTests {
    @Test(arguments: [1, 2, 3, 4, 5])
    func agreesWithADictionary(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        var map = SymbolMap()
        var model: [Int: Int] = [:]
        // Random keys land at random slots (consecutive ones would spread evenly); a pool of
        // 600 keeps the table loaded and full of removals and reinsertions.
        let keys = (0..<600).map { _ in Int(generator.next() >> 2) }
        for step in 0..<20_000 {
            let key = keys[Int(generator.next() % 600)]
            if generator.next() % 3 == 0 {
                map.remove(key)
                model[key] = nil
            } else {
                map.set(step, for: key)
                model[key] = step
            }
        }
        #expect(map.count == model.count)
        for key in keys {
            #expect(map[key] == model[key], "key \(key)")
        }
    }
}

/// A small deterministic generator for the test's random choices.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
