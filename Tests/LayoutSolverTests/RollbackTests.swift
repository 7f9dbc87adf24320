import LayoutSolver
import Testing

/// `withRollback(_:)`: asking what a change would do without keeping it.
@Suite("Rollback")
struct RollbackTests {
    let x = Variable("x"), y = Variable("y")

    @Test func valuesOfAnAmbiguousLayoutComeBack() throws {
        // x and y are tied but nothing fixes them: an ambiguous layout.
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y == x + 20)
        let before = (solver.value(of: x), solver.value(of: y))
        let probe = Constraint(x - (before.0 + 7), .greaterThanOrEqual, priority: Priority(1))
        let moved = try solver.withRollback {
            try solver.add(probe)
            return solver.value(of: y)
        }
        #expect(moved == before.1 + 7)
        #expect(solver.value(of: x) == before.0)
        #expect(solver.value(of: y) == before.1)
        #expect(!solver.contains(probe))
        #expect(solver.constraints.count == 2)
        // The rolled-back probe can be added again, as a new constraint.
        try solver.add(probe)
        #expect(solver.value(of: y) == before.1 + 7)
    }

    /// `value(of:withTentative:)` answers as `withRollback` does, without keeping the
    /// constraint, and refuses what `add` refuses.
    @Test func aTentativeConstraintMovesAValueAndLeavesNothingBehind() throws {
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y == x + 20)
        let before = SolverSnapshot(solver, variables: [x, y])
        let probe = Constraint(x - 7, .greaterThanOrEqual, priority: Priority(1))
        #expect(solver.value(of: y, withTentative: probe) == 27)
        #expect(SolverSnapshot(solver, variables: [x, y]) == before)
        #expect(!solver.contains(probe))
        // A determined value does not move; a required conflict and a held constraint are refused.
        try solver.add(x == 3)
        #expect(solver.value(of: y, withTentative: Constraint(x - 50, .greaterThanOrEqual, priority: Priority(1))) == 23)
        #expect(solver.value(of: x, withTentative: x == 4) == nil)
        let held: Constraint = y <= 100
        try solver.add(held)
        #expect(solver.value(of: x, withTentative: held) == nil)
        // The solver goes on as if nothing had been asked: the probe can be added for good.
        try solver.add(probe)
        try solver.remove(solver.constraints.first { $0.relation == .equal && $0.expression.terms.count == 1 }!)
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 27)
    }

    @Test func theSolverKeepsWorkingAfterARollback() throws {
        let solver = Solver()
        let pin: Constraint = x == 10
        try solver.add(pin)
        solver.withRollback {
            try? solver.add(y == x * 2)
            try? solver.setConstant(-50, of: pin)
        }
        #expect(solver.value(of: x) == 10)
        #expect(solver.constant(of: pin) == -10)
        try solver.add(y == x * 3)
        try solver.setConstant(-4, of: pin)
        #expect(solver.value(of: y) == 12)
    }
}

/// `rebuild()` and `requiredViolation`: starting again from the constraints held, with what
/// changed since they were added.
@Suite("Rebuild")
struct RebuildTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func aRebuiltSolverKeepsConstantsStaysAndSuggestions() throws {
        let solver = Solver()
        let pin: Constraint = x == 10
        try solver.add(pin)
        try solver.add(y >= x * 2)
        solver.addStay(y)
        try solver.addEditVariable(z, priority: Priority(500))
        try solver.suggestValue(42, for: z)
        try solver.setConstant(-30, of: pin)  // x == 30
        #expect(solver.requiredViolation == 0)
        #expect(solver.rebuild())
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 60)
        #expect(solver.value(of: z) == 42)
        #expect(solver.constant(of: pin) == -30)
        #expect(solver.constraints.count == 2)
        // It keeps working as before.
        try solver.setConstant(-5, of: pin)
        try solver.suggestValue(7, for: z)
        #expect(solver.value(of: y) == 10)
        #expect(solver.value(of: z) == 7)
    }

    @Test func onlyLargeNumbersCallForTheCheck() throws {
        let solver = Solver()
        try solver.add(x == y * 2 + 10)
        #expect(!solver.mayHaveRoundingErrors)
        let large: Constraint = y == 20
        try solver.add(large)
        try solver.setConstant(-200_000, of: large)
        #expect(solver.mayHaveRoundingErrors)
        #expect(solver.value(of: x) == 400_010)
        #expect(solver.requiredViolation == 0)
    }
}
