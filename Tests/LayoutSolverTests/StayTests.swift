import LayoutSolver
import Testing

/// Stays: the weakest preference, that a variable be 0.
@Suite("Stays")
struct StayTests {
    let x = Variable("x"), y = Variable("y"), width = Variable("width")

    @Test func aFreeVariableRestsAtZeroOrItsNearestBound() throws {
        let solver = Solver()
        try solver.add(width >= 80)
        try solver.add(x + width == 300)
        solver.addStay(width)
        #expect(solver.value(of: width) == 80)
        #expect(solver.value(of: x) == 220)
        #expect(solver.hasStay(width) && !solver.hasStay(x))
    }

    @Test func aFreeVariableDoesNotMoveWithUnrelatedConstants() throws {
        // y is free but for y >= x − 50; without a stay its value would follow x's row.
        let solver = Solver()
        let pin: Constraint = x == 10
        try solver.add(pin)
        try solver.add(y >= x - 50)
        solver.addStay(y)
        #expect(solver.value(of: y) == 0)
        try solver.setConstant(-100, of: pin)   // x == 100
        #expect(solver.value(of: y) == 50)
        try solver.setConstant(-20, of: pin)    // x == 20
        #expect(solver.value(of: y) == 0)
    }

    @Test func everyPriorityOutweighsAStay() throws {
        let solver = Solver()
        solver.addStay(x)
        try solver.add(x == 40 ~ 1)
        #expect(solver.value(of: x) == 40)
        solver.removeStay(x)
        #expect(!solver.hasStay(x))
        #expect(solver.value(of: x) == 40)
    }

    @Test func staysAreNotListedAndDoNotTakePartInConflicts() throws {
        let solver = Solver()
        solver.addStay(x)
        let floor: Constraint = x >= 10
        try solver.add(floor)
        #expect(solver.constraints.count == 1)
        let cap: Constraint = x <= 5
        #expect(caughtError { () throws(SolverError) in try solver.add(cap) } == .unsatisfiable(cap, conflictingWith: [floor]))
    }

    @Test func aStayOnAVariableThatEqualitiesFixTakesHoldWhenTheEqualityLeaves() throws {
        // width is fixed by x + width == 300 and x == 100: its stay waits, and takes hold (width
        // rests at its floor of 80) once the equality that fixed x is removed.
        let solver = Solver()
        let fixX: Constraint = x == 100
        try solver.add(width >= 80)
        try solver.add(x + width == 300)
        try solver.add(fixX)
        solver.addStay(width)
        #expect(solver.hasStay(width))
        #expect(solver.value(of: width) == 200)
        try solver.remove(fixX)
        #expect(solver.value(of: width) == 80)
        #expect(solver.value(of: x) == 220)
    }

    @Test func aWaitingStayCanBeRemovedAndRollsBackWithTheSolver() throws {
        let solver = Solver()
        let fixX: Constraint = x == 100
        try solver.add(fixX)
        try solver.add(y == x + 5)
        solver.withRollback { solver.addStay(y) }
        #expect(!solver.hasStay(y))
        solver.addStay(y)
        solver.removeStay(y)
        #expect(!solver.hasStay(y))
        try solver.remove(fixX)
        try solver.add(x >= 20)
        // No stay: nothing pulls y towards 0, so x keeps its last value rather than its floor.
        #expect(solver.value(of: y) == solver.value(of: x) + 5)
        solver.addStay(y)
        #expect(solver.value(of: y) == 25)
    }
}
