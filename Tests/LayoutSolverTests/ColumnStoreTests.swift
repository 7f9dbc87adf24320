@testable import LayoutSolver
import Testing

/// The tableau's columns: blocks carved from chunks and recycled by size, per symbol a block,
/// a length and a capacity. Checked against plain arrays under random appends (which move
/// columns to larger blocks and reuse the blocks they leave), truncations and drops (with the
/// number to drop known or not).
@Suite("Column store")
struct ColumnStoreTests {
    @Test(arguments: [1, 2, 3])
    func agreesWithArrays(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let store = ColumnStore()
        var model: [[Int]] = []
        for step in 0..<30_000 {
            if model.count < 200 && generator.next() % 50 == 0 {
                store.appendSymbol()
                model.append([])
                continue
            }
            guard !model.isEmpty else { continue }
            let symbol = Int(generator.next() % UInt64(model.count))
            switch generator.next() % 10 {
            case 0:
                let length = model[symbol].isEmpty ? 0 : Int(generator.next() % UInt64(model[symbol].count))
                store.truncate(symbol, to: length)
                model[symbol].removeLast(model[symbol].count - length)
            case 1:
                store.dropEntries(symbol, atMost: .max) { $0 % 3 == 0 }
                model[symbol].removeAll { $0 % 3 == 0 }
            case 2:
                // With the number of entries to drop known, read from the end until all are found.
                let count = model[symbol].count { $0 % 5 == 0 }
                store.dropEntries(symbol, atMost: count) { $0 % 5 == 0 }
                model[symbol].removeAll { $0 % 5 == 0 }
            default:
                store.append(step, to: symbol)
                model[symbol].append(step)
            }
        }
        expect(store, matches: model)
        expect(store.copy(), matches: model)
        store.removeLastSymbols(model.count / 2)
        expect(store, matches: Array(model.dropLast(model.count / 2)))
    }

    private func expect(_ store: ColumnStore, matches model: [[Int]],
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(store.count == model.count, sourceLocation: sourceLocation)
        for symbol in model.indices {
            #expect(store.count(of: symbol) == model[symbol].count, sourceLocation: sourceLocation)
            #expect(Array(store[symbol]) == model[symbol], "column \(symbol)", sourceLocation: sourceLocation)
        }
    }
}
