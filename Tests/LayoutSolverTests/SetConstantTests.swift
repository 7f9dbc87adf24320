import LayoutSolver
import Testing

/// `setConstant(_:of:)` replaces the constant of the stored `expression <relation> 0`.
@Suite("setConstant and constant(of:)")
struct SetConstantTests {
    let x = Variable("x"), y = Variable("y")

    @Test func requiredEquality() throws {
        // x == 10 is stored as x − 10 == 0; the constant −20 makes it x − 20 == 0: x = 20.
        let solver = Solver()
        let pin: Constraint = x == 10
        try solver.add(pin)
        try solver.add(y == x + 1)
        #expect(solver.constant(of: pin) == -10)
        try solver.setConstant(-20, of: pin)
        #expect(solver.constant(of: pin) == -20)
        #expect(pin.expression.constant == -10)  // the constraint object itself is unchanged
        #expect(abs(solver.value(of: x) - 20) < 1e-12)
        #expect(abs(solver.value(of: y) - 21) < 1e-12)
        #expect(sameConstraints(solver.constraints, [pin, solver.constraints[1]]))
    }

    @Test func requiredGreaterThanOrEqual() throws {
        // x >= 10 (x − 10 >= 0) with a weak x == 0: x = 10. Constant −25: x >= 25. Constant 5: x >= −5,
        // so the weak target 0 is reachable.
        let solver = Solver()
        let floor: Constraint = x >= 10
        try solver.add(floor)
        try solver.add(x == 0 ~ 250)
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
        try solver.setConstant(-25, of: floor)
        #expect(abs(solver.value(of: x) - 25) < 1e-12)
        try solver.setConstant(5, of: floor)
        #expect(abs(solver.value(of: x)) < 1e-12)
    }

    @Test func requiredLessThanOrEqual() throws {
        // x <= 10 (x − 10 <= 0) with a weak x == 50: x = 10; constant −40 makes it x <= 40.
        let solver = Solver()
        let cap: Constraint = x <= 10
        try solver.add(cap)
        try solver.add(x == 50 ~ 250)
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
        try solver.setConstant(-40, of: cap)
        #expect(abs(solver.value(of: x) - 40) < 1e-12)
        try solver.setConstant(-60, of: cap)  // x <= 60: the weak 50 is met
        #expect(abs(solver.value(of: x) - 50) < 1e-12)
    }

    @Test func optionalConstraints() throws {
        // x == 10 at 500 beats x == 0 at 250; moving its constant moves x.
        let solver = Solver()
        let target: Constraint = x == 10 ~ 500
        let inequality: Constraint = x <= 5 ~ 750
        try solver.add(target)
        try solver.add(x == 0 ~ 250)
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
        try solver.setConstant(-30, of: target)
        #expect(abs(solver.value(of: x) - 30) < 1e-12)
        // An optional x − 5 <= 0 at 750 caps it at 5; constant −35 raises the cap to 35, so 30 holds.
        try solver.add(inequality)
        #expect(abs(solver.value(of: x) - 5) < 1e-12)
        try solver.setConstant(-35, of: inequality)
        #expect(abs(solver.value(of: x) - 30) < 1e-12)
        #expect(solver.constant(of: inequality) == -35)
    }

    @Test func constantOfUnknownOrRemovedConstraintIsNil() throws {
        let solver = Solver()
        let c: Constraint = x >= 1
        #expect(solver.constant(of: c) == nil)
        try solver.add(c)
        #expect(solver.constant(of: c) == -1)
        try solver.remove(c)
        #expect(solver.constant(of: c) == nil)
        // Re-adding starts again from the constraint's own constant.
        try solver.add(c)
        try solver.setConstant(-3, of: c)
        try solver.remove(c)
        try solver.add(c)
        #expect(solver.constant(of: c) == -1)
    }

    @Test func unsatisfiableConstantIsRefused() throws {
        // 10 <= x <= 20; moving the floor to 30 contradicts the cap.
        let solver = Solver()
        let floor: Constraint = x >= 10, cap: Constraint = x <= 20
        try solver.add(floor)
        try solver.add(cap)
        try solver.add(y >= 0)  // unrelated
        let before = SolverSnapshot(solver, variables: [x, y])
        let error = caughtError { () throws(SolverError) in try solver.setConstant(-30, of: floor) }
        #expect(error == .unsatisfiable(floor, conflictingWith: [cap]))
        #expect(solver.constant(of: floor) == -10)
        #expect(SolverSnapshot(solver, variables: [x, y]) == before)
        // Moving it within range still works afterwards: x >= 15.
        try solver.setConstant(-15, of: floor)
        #expect(abs(solver.value(of: x) - 15) < 1e-12)
    }

    @Test func redundantEqualityCannotTakeAContradictoryConstant() throws {
        // x == 10 and y == x make y == 10 redundant; changing it to y == 11 contradicts both others.
        let solver = Solver()
        let pin: Constraint = x == 10, link: Constraint = y == x, copy: Constraint = y == 10
        try solver.add(pin)
        try solver.add(link)
        try solver.add(copy)
        let error = caughtError { () throws(SolverError) in try solver.setConstant(-11, of: copy) }
        let parts = try #require(unsatisfiableParts(error))
        #expect(parts.constraint === copy)
        #expect(sameConstraintSet(parts.conflicts, [pin, link]))
        #expect(solver.constant(of: copy) == -10)
        // Setting the same constant again is fine.
        try solver.setConstant(-10, of: copy)
        #expect(abs(solver.value(of: y) - 10) < 1e-12)
    }

    @Test func constantOnAConstraintWithoutVariables() throws {
        // x − x + 5 >= 0 is 5 >= 0; constant −1 would make it −1 >= 0: refused with nothing else to blame.
        let solver = Solver()
        let trivial: Constraint = x - x + 5 >= 0
        try solver.add(trivial)
        let error = caughtError { () throws(SolverError) in try solver.setConstant(-1, of: trivial) }
        #expect(error == .unsatisfiable(trivial, conflictingWith: []))
        try solver.setConstant(0, of: trivial)  // 0 >= 0 holds
        #expect(solver.constant(of: trivial) == 0)
    }
}
