@testable import LayoutSolver
import Testing

/// The map behind the solver's variable table and its constraint records: open addressing
/// whose removal closes gaps by shifting entries back, checked against a dictionary under
/// random insertions and removals at high load.
@Suite("Integer map")
struct IntegerMapTests {
    /// Random keys land at random slots; a pool of 600 keeps the table loaded and full of
    /// removals and reinsertions.
    @Test(arguments: [1, 2, 3, 4, 5])
    func agreesWithADictionary(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let keys = (0..<600).map { _ in Int(generator.next() >> 2) }
        expectAgreement(on: keys, generator: &generator)
    }

    /// Runs of consecutive keys (the four variables of each view, views made one after another)
    /// fill whole groups of slots, so that groups collide and probe into each other.
    @Test(arguments: [6, 7, 8])
    func agreesWithADictionaryOnRunsOfKeys(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let keys = (0..<150).flatMap { run in (0..<4).map { 1_000 + 4 * run + $0 } }
        expectAgreement(on: keys, generator: &generator)
    }

    /// Reserving room rehashes the entries already in the map into the larger table, once;
    /// what is added after it is found as well.
    @Test func reservingRoomKeepsEveryEntry() {
        var map = IntegerMap()
        for key in 0..<100 { map.set(7 * key, for: 13 * key) }
        map.reserveCapacity(5_000)
        #expect(map.count == 100)
        #expect((0..<100).allSatisfy { map[13 * $0] == 7 * $0 })
        for key in 100..<5_000 { map.set(7 * key, for: 13 * key) }
        #expect(map.count == 5_000)
        #expect((0..<5_000).allSatisfy { map[13 * $0] == 7 * $0 })
        #expect(map[13 * 5_000] == nil)
    }

    /// Sets and removes random keys of `keys`, 20,000 times, in a map and a dictionary, then
    /// expects both to hold the same entries.
    private func expectAgreement(on keys: [Int], generator: inout SplitMix64,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        var map = IntegerMap()
        var model: [Int: Int] = [:]
        for step in 0..<20_000 {
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            if generator.next() % 3 == 0 {
                map.remove(key)
                model[key] = nil
            } else {
                map.set(step, for: key)
                model[key] = step
            }
        }
        #expect(map.count == model.count, sourceLocation: sourceLocation)
        for key in keys {
            #expect(map[key] == model[key], "key \(key)", sourceLocation: sourceLocation)
            #expect(map.contains(key) == (model[key] != nil), "key \(key)", sourceLocation: sourceLocation)
        }
    }
}
