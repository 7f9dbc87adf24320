@testable import LayoutSolver
import Testing

/// `requiredViolationOfChanges()`: after the first full check it looks only at the required
/// constraints whose variables moved or whose constant changed. Rounding drift cannot be made on
/// purpose with exact small numbers, so these tests move a row's constant by hand, as drift does.
@Suite("Rounding check of changes")
struct RoundingCheckTests {
    /// `x0 == 10`, `x1 == x0 + 5` and, apart, `y0 == 50`, `y1 == y0 * 2`.
    func twoGroups() throws -> (Solver, [Variable], [Variable], [Constraint]) {
        let solver = Solver(), x = makeVariables(2), y = makeVariables(2, prefix: "y")
        let constraints = [x[0] == 10, x[1] == x[0] + 5, y[0] == 50, y[1] == y[0] * 2]
        try solver.add(constraints)
        return (solver, x, y, constraints)
    }

    /// Moves the constant of the row of `variable` by `amount`, as rounding errors would.
    func drift(_ solver: Solver, _ variable: Variable, by amount: Double) throws {
        let symbol = try #require(solver.tableau.externalSymbols[variable.id])
        let slot = solver.tableau.basicRow[symbol]
        try #require(slot >= 0)
        solver.tableau.touchRow(slot)
        solver.tableau.rows[slot].constant += amount
    }

    /// Drifts `variable`'s row and takes its report away, so that a check of changes misses it.
    func driftUnreported(_ solver: Solver, _ variable: Variable) throws {
        _ = solver.requiredViolationOfChanges()
        try drift(solver, variable, by: 2)
        _ = solver.tableau.links.takeUncheckedChangedSymbols()
        #expect(solver.requiredViolationOfChanges() == 0)
    }

    @Test func aCheckAfterManyValuesMovedFindsTheWorstOfThemOnceAnIndexIsBuilt() throws {
        let solver = Solver()
        var groups: [[Variable]] = []
        for group in 0..<40 {
            let g = makeVariables(2, prefix: "g\(group)_")
            try solver.add([g[0] == Double(10 * group), g[1] == g[0] + 5])
            groups.append(g)
        }
        _ = solver.requiredViolationOfChanges()
        try drift(solver, groups[0][1], by: 1)
        _ = solver.requiredViolationOfChanges()
        try drift(solver, groups[1][1], by: 2)
        _ = solver.requiredViolationOfChanges()
        #expect(solver.roundingWatch.indexedStructure == solver.roundingWatch.structure)
        // Every group's second variable drifts: the check finds the worst of them, group 0's
        // 3 / (1 + 5 + 8 + 0) among them.
        for (index, group) in groups.enumerated() { try drift(solver, group[1], by: index == 0 ? 2 : 0.5) }
        #expect(abs(solver.requiredViolationOfChanges() - 3.0 / 14) < 1e-12)
    }

    @Test func theFirstCheckIsFullAndLaterOnesSeeWhatMoved() throws {
        let (solver, x, _, _) = try twoGroups()
        #expect(solver.requiredViolationOfChanges() == 0)
        try drift(solver, x[1], by: 1)
        // `x1 − x0 − 5 == 0` is off by 1, relative to 1 + 5 + 16 + 10.
        #expect(abs(solver.requiredViolationOfChanges() - 1.0 / 32) < 1e-12)
        #expect(solver.requiredViolationOfChanges() == 0, "nothing moved since")
        #expect(abs(solver.requiredViolation - 1.0 / 32) < 1e-12)
    }

    @Test func theFirstCheckOfChangesPassesOverTheConstraintsAndTheNextUsesAnIndexAlike() throws {
        // Forty groups `g0 == 10k`, `g1 == g0 + 5`: one moved variable is few against eighty
        // constraints.
        let solver = Solver()
        var groups: [[Variable]] = []
        for group in 0..<40 {
            let g = makeVariables(2, prefix: "g\(group)_")
            try solver.add([g[0] == Double(10 * group), g[1] == g[0] + 5])
            groups.append(g)
        }
        #expect(solver.requiredViolationOfChanges() == 0)
        // The first check of changes passes over the constraints without indexing them.
        try drift(solver, groups[0][1], by: 1)
        #expect(abs(solver.requiredViolationOfChanges() - 1.0 / 12) < 1e-12)
        #expect(solver.roundingWatch.indexedStructure != solver.roundingWatch.structure)
        // The next one indexes them and, like the first, looks only at what moved since: the
        // drift in group 0 is not seen again.
        try drift(solver, groups[1][1], by: 2)
        #expect(abs(solver.requiredViolationOfChanges() - 2.0 / 33) < 1e-12)
        #expect(solver.roundingWatch.indexedStructure == solver.roundingWatch.structure)
        #expect(abs(solver.requiredViolation - 1.0 / 12) < 1e-12)
    }

    @Test func afterARollbackEverythingIsCheckedAgain() throws {
        let (solver, _, y, _) = try twoGroups()
        try driftUnreported(solver, y[1])
        // A refused constraint rolls the tableau back: every value counts as changed.
        #expect(throws: SolverError.self) { try solver.add(y[1] <= 10) }
        #expect(solver.requiredViolationOfChanges() > 0)
    }

    @Test func aChangedConstantIsCheckedEvenWhenNothingMoves() throws {
        let solver = Solver(), x = makeVariables(1)
        let floor = x[0] >= 0
        try solver.add([floor, x[0] == 20])
        _ = solver.requiredViolationOfChanges()
        // The floor drops; x stays at 20; the floor is still checked (and holds).
        try solver.setConstant(-5, of: floor)
        #expect(solver.roundingWatch.changedConstants.count == 1)
        #expect(solver.requiredViolationOfChanges() == 0)
        #expect(solver.roundingWatch.changedConstants.isEmpty)
    }

    @Test func addingOrRemovingAConstraintChecksEverythingAgain() throws {
        let (solver, x, y, constraints) = try twoGroups()
        try driftUnreported(solver, y[1])
        try solver.remove(constraints[1])
        try solver.add(x[1] == x[0] + 6)
        #expect(solver.requiredViolationOfChanges() > 0, "the unmarked drift in y is found")
    }
}
