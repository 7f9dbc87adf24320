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
