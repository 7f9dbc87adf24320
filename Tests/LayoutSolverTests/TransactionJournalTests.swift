@testable import LayoutSolver
import Testing

/// A transaction saves whole rows before it changes their entries, and only the constants of
/// rows whose constant alone changes (what a constant change does to every row it reaches).
/// A rollback must give back every row exactly, whichever way it was saved, and in whichever
/// order the two kinds of saves came for the same row.
@Suite("Transaction journal")
struct TransactionJournalTests {
    /// Every row of the tableau, by slot: its basic symbol, constant and entries (sorted).
    func rows(of solver: Solver) -> [String] {
        solver.tableau.rows.indices.map { slot in
            let row = solver.tableau.rows[slot]
            let entries = (0..<row.count).map { (row.symbols[$0], row.coefficients[$0]) }.sorted { $0.0 < $1.0 }
            return "\(row.basic) = \(row.constant) + \(entries.map { "\($0.1)·s\($0.0)" }.joined(separator: " + "))"
        }
    }

    /// The slots every column names, sorted, and whether any names a slot past the rows.
    func columnSlots(of solver: Solver) -> (slots: [[Int]], pastTheRows: Bool) {
        let tableau = solver.tableau
        let slots = (0..<tableau.columns.count).map { symbol in tableau.columns[symbol].map(ColumnEntry.slot).sorted() }
        return (slots, slots.joined().contains { $0 >= tableau.rows.count })
    }

    @Test func aTentativeConstraintLeavesNoColumnPointingAtItsRows() throws {
        // A chain with a free end: a tentative bound on the end makes rows and pivots the chain.
        let solver = Solver(), x = makeVariables(20)
        var constraints = [x[0] >= 0]
        for index in 1..<20 { constraints.append(x[index] == x[index - 1] + 5) }
        try solver.add(constraints)
        let before = (rows(of: solver), columnSlots(of: solver))
        let probe = Constraint(x[19] - 500, .greaterThanOrEqual, priority: Priority(1))
        #expect(solver.value(of: x[0], withTentative: probe) == 405)
        #expect(solver.tableau.journal.columnsOfNewRows.isEmpty && !solver.tableau.journal.isActive)
        let after = columnSlots(of: solver)
        #expect(!after.pastTheRows)
        #expect(rows(of: solver) == before.0)
        // Every slot a column named before it names still (stale repeats may remain, as after
        // any rollback, and readers skip them).
        for (symbol, slots) in before.1.slots.enumerated() { #expect(Set(slots).isSubset(of: Set(after.slots[symbol]))) }
        try solver.add(probe)
        #expect(solver.value(of: x[0]) == 405)
    }

    @Test func aRefusedConstantGivesBackEveryRowItChangedOrPivoted() throws {
        // A chain x0 <= x1 - 5 <= … fed by a floor on x0, with a cap on the last one; the
        // optional preferences keep the rows' constants tied to the floor.
        let solver = Solver(), x = makeVariables(30)
        let floor = x[0] >= 10, cap = x[29] <= 400
        var constraints = [floor, cap]
        for index in 1..<30 {
            constraints.append(x[index] >= x[index - 1] + 5)
            constraints.append(Constraint(x[index] - x[index - 1] - 5, .equal, priority: .defaultLow))
        }
        try solver.add(constraints)
        let before = rows(of: solver)
        let values = x.map { solver.value(of: $0) }
        // A floor of 300 puts x29 at 445, past the cap: refused after the dual simplex has
        // moved the constants of the chain's rows and pivoted some of them.
        #expect(throws: SolverError.self) { try solver.setConstant(-300, of: floor) }
        #expect(!solver.tableau.journal.isActive)
        #expect(rows(of: solver) == before)
        #expect(x.map { solver.value(of: $0) } == values)
        // The solver goes on from there: a floor of 200 moves the whole chain.
        try solver.setConstant(-200, of: floor)
        #expect(solver.value(of: x[0]) >= 200)
        #expect(solver.value(of: x[29]) == solver.value(of: x[0]) + 145)
    }
}
