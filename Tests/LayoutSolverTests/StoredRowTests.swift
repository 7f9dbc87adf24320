@testable import LayoutSolver
import Testing

/// Rows in the tableau: a 32-byte header and a block whose symbols are followed by their
/// coefficients, carved from the pool's chunks and recycled by size.
@Suite("Stored rows")
struct StoredRowTests {
    @Test func aRowHeaderTakesThirtyTwoBytes() {
        #expect(MemoryLayout<StoredRow>.stride == 32)
    }

    /// Rows stored, grown past their blocks, copied and freed keep their own entries while the
    /// pool hands the freed blocks to later rows.
    @Test func entriesSurviveGrowingCopyingAndReuse() {
        let pool = EntryPool()
        var rows: [StoredRow] = []
        var expected: [[(Int, Double)]] = []
        for index in 0..<50 {
            var row = Row(basic: index)
            row.constant = Double(index)
            for entry in 0..<(index % 7) {
                row.symbols.append(1_000 * index + entry)
                row.coefficients.append(Double(entry) + 0.5)
            }
            rows.append(pool.store(row, extra: 1))
            expected.append(Array(zip(row.symbols, row.coefficients)))
        }
        // Every third row grows by appends beyond its capacity.
        for index in stride(from: 0, to: 50, by: 3) {
            for extra in 0..<20 {
                if rows[index].count == rows[index].capacity { pool.grow(&rows[index], toHold: rows[index].count + 1) }
                let position = rows[index].count
                rows[index].symbols[position] = -extra - 1
                rows[index].coefficients[position] = Double(extra) * 2
                rows[index].count += 1
                expected[index].append((-extra - 1, Double(extra) * 2))
            }
        }
        // Copies are independent of their originals; freed blocks go to rows stored afterwards.
        let copies = rows.map(pool.copy)
        for index in stride(from: 1, to: 50, by: 2) { pool.free(&rows[index]) }
        for index in stride(from: 1, to: 50, by: 2) {
            var row = Row(basic: index)
            row.symbols = [7, 8, 9]
            row.coefficients = [-1, -2, -3]
            rows[index] = pool.store(row)
            expected[index] = [(7, -1), (8, -2), (9, -3)]
        }
        for index in rows.indices {
            let entries = Array(zip(rows[index].symbolBuffer, rows[index].coefficientBuffer))
            #expect(entries.map(\.0) == expected[index].map(\.0), "row \(index)")
            #expect(entries.map(\.1) == expected[index].map(\.1), "row \(index)")
            #expect(rows[index].basic == index)
            if index % 2 == 0 {
                #expect(Array(copies[index].symbolBuffer) == expected[index].map(\.0), "copy \(index)")
            }
        }
    }
}
