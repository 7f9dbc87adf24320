import LayoutSolver
import Testing

/// add / remove / contains / constraints / value / reset, on systems small enough to solve by hand.
@Suite("Solver basics")
struct SolverBasicsTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func emptySolver() {
        let solver = Solver()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.contains(x >= 0))
        #expect(solver.value(of: x) == 0)
        solver.updateVariables()  // nothing pending: a no-op
        #expect(solver.value(of: x) == 0)
    }

    @Test func constraintsListsWhatWasAddedInOrder() throws {
        let solver = Solver()
        let c1: Constraint = x >= 0, c2: Constraint = y <= 10 ~ 500, c3: Constraint = x + y == 4
        try solver.add(c1)
        try solver.add(c2)
        try solver.add(c3)
        #expect(sameConstraints(solver.constraints, [c1, c2, c3]))
        #expect(solver.contains(c1) && solver.contains(c2) && solver.contains(c3))
        try solver.remove(c2)
        #expect(sameConstraints(solver.constraints, [c1, c3]))
        #expect(!solver.contains(c2))
        // Adding it again puts it last: the order is the order of (re-)addition.
        try solver.add(c2)
        #expect(sameConstraints(solver.constraints, [c1, c3, c2]))
        // An equal-looking constraint is a different constraint.
        #expect(!solver.contains(x >= 0))
    }

    @Test func requiredEqualities() throws {
        // x + y = 20 and x − y = 4: adding gives 2x = 24, so x = 12 and y = 8.
        let solver = Solver()
        try solver.add(x + y == 20)
        try solver.add(x - y == 4)
        #expect(abs(solver.value(of: x) - 12) < 1e-12)
        #expect(abs(solver.value(of: y) - 8) < 1e-12)
        // z = 2x − y + 1 = 24 − 8 + 1 = 17.
        try solver.add(z == 2 * x - y + 1)
        #expect(abs(solver.value(of: z) - 17) < 1e-12)
    }

    @Test func inequalitiesClampAnOptionalTarget() throws {
        // 10 <= x <= 20 with a weak pull towards a target: the target clamped into [10, 20].
        for (target, expected) in [(0.0, 10.0), (15, 15), (30, 20)] {
            let solver = Solver()
            try solver.add(x >= 10)
            try solver.add(x <= 20)
            try solver.add(x == target ~ 250)
            #expect(abs(solver.value(of: x) - expected) < 1e-12, "target \(target)")
        }
    }

    @Test func optionalInequality() throws {
        // x >= 10 at 500 beats x == 0 at 250, so x = 10; at 100 it loses, so x = 0.
        let strong = Solver()
        try strong.add(x >= 10 ~ 500)
        try strong.add(x == 0 ~ 250)
        #expect(abs(strong.value(of: x) - 10) < 1e-12)
        let weak = Solver()
        try weak.add(x >= 10 ~ 100)
        try weak.add(x == 0 ~ 250)
        #expect(abs(weak.value(of: x)) < 1e-12)
    }

    @Test func removalRestoresTheWeakerSolution() throws {
        let solver = Solver()
        let weak: Constraint = x == 5 ~ 250
        let strong: Constraint = x == 10 ~ 750
        let floor: Constraint = x >= 8
        try solver.add(weak)
        #expect(abs(solver.value(of: x) - 5) < 1e-12)
        try solver.add(strong)
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
        try solver.remove(strong)
        #expect(abs(solver.value(of: x) - 5) < 1e-12)
        try solver.add(floor)  // required x >= 8 beats the weak 5
        #expect(abs(solver.value(of: x) - 8) < 1e-12)
        try solver.remove(floor)
        #expect(abs(solver.value(of: x) - 5) < 1e-12)
        try solver.remove(weak)
        #expect(solver.constraints.isEmpty)
    }

    @Test func removingAConstraintFreesItsVariables() throws {
        // After removing y == 2x, y is no longer tied to x: y follows its own weak target.
        let solver = Solver()
        let link: Constraint = y == 2 * x
        try solver.add(x == 7)
        try solver.add(link)
        try solver.add(y == 1 ~ 100)
        #expect(abs(solver.value(of: y) - 14) < 1e-12)
        try solver.remove(link)
        #expect(abs(solver.value(of: y) - 1) < 1e-12)
        #expect(abs(solver.value(of: x) - 7) < 1e-12)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        // y == x and x == 10 imply y == 10; adding y == 10 (and 2y == 20) again changes nothing.
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x)
        try solver.add(y == 10)
        try solver.add(2 * y == 20)
        try solver.add(x - x == 0)  // 0 == 0
        try solver.add(x - x + 5 >= 0)  // 5 >= 0
        #expect(solver.constraints.count == 6)
        #expect(abs(solver.value(of: y) - 10) < 1e-12)
    }

    @Test func optionalConstraintThatCannotHoldIsAccepted() throws {
        // −5 >= 0 at 500 can never hold; as an optional constraint it is simply violated.
        let solver = Solver()
        let impossible: Constraint = x - x - 5 >= 0 ~ 500
        try solver.add(impossible)
        #expect(solver.contains(impossible))
        #expect(violation(of: impossible, in: solver) == 5)
    }

    @Test func unboundedDirectionsStayAtTheOptimum() throws {
        // Only x − y >= 3 and a weak x == 0: y can go down freely, x stays at 0, y <= −3.
        let solver = Solver()
        try solver.add(x - y >= 3)
        try solver.add(x == 0 ~ 250)
        #expect(abs(solver.value(of: x)) < 1e-12)
        #expect(solver.value(of: y) <= -3 + 1e-12)
    }

    @Test func resetClearsEverything() throws {
        let solver = Solver()
        let c1: Constraint = x == 42
        try solver.add(c1)
        try solver.add(y >= 3 ~ 500)
        try solver.addEditVariable(z, priority: 300)
        try solver.suggestValue(9, for: z)
        #expect(solver.value(of: x) == 42 && solver.value(of: z) == 9)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.contains(c1))
        #expect(!solver.containsEditVariable(z))
        #expect(solver.suggestedValue(for: z) == nil)
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0 && solver.value(of: z) == 0)
        // The same constraint object and edit variable can be used again.
        try solver.add(c1)
        try solver.addEditVariable(z, priority: 300)
        #expect(solver.value(of: x) == 42)
        #expect(solver.suggestedValue(for: z) == 0)
    }

    @Test func aConstraintCanBeInSeveralSolvers() throws {
        let shared: Constraint = x == 5
        let first = Solver(), second = Solver()
        try first.add(shared)
        try second.add(shared)
        try second.add(x + y == 8)
        try first.remove(shared)
        #expect(!first.contains(shared) && second.contains(shared))
        #expect(second.value(of: y) == 3)  // 8 − 5
    }
}
