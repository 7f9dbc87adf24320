@testable import LayoutSolver
import Testing

/// Values in one array found through an integer map, where removing a value moves the last one
/// into its place: checked against a dictionary under random additions, removals and changes.
@Suite("Keyed values")
struct KeyedValuesTests {
    @Test func agreesWithADictionary() {
        for seed: UInt64 in 1...3 { expectAgreement(seed: seed) }
    }

    /// 20,000 random steps on keys that are multiples of 16 (as constraint keys are), then every
    /// key is looked up in both.
    private func expectAgreement(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var table = KeyedValues<String>()
        var model: [Int: String] = [:]
        for step in 0..<20_000 {
            let key = Int(generator.next() % 500) * 16
            switch generator.next() % 4 {
            case 0:
                #expect(table.removeValue(for: key) == model.removeValue(forKey: key))
            case 1 where model[key] != nil:
                table[position: table.position(of: key)!] = "changed \(step)"
                model[key] = "changed \(step)"
            default:
                guard model[key] == nil else { continue }
                table.append("value \(step)", for: key)
                model[key] = "value \(step)"
            }
        }
        #expect(table.count == model.count)
        #expect(Set(table.values) == Set(model.values))
        for key in stride(from: 0, to: 8_000, by: 16) {
            #expect(table[key] == model[key], "key \(key)")
            #expect(table.contains(key) == (model[key] != nil), "key \(key)")
        }
    }
}
