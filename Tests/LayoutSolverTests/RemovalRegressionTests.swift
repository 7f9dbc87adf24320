import LayoutSolver
import Testing

/// Minimal reproductions of defects the differential test found; all involve removing a
/// constraint. Each expected value is worked out in its comment.
@Suite("Regressions: state after a removal")
struct RemovalRegressionTests {
    @Test func suggestionAfterARemovalKeepsTheRequiredConstraintsFeasible() async {
        // y == −1 is the only required constraint; x is a free edit variable. Resolving the
        // suggestion must succeed (the solver asserts it does) and give x = 1. Run in a child
        // process: a trap there must fail this test, not abort the whole suite.
        await #expect(processExitsWith: .success) {
            let x = Variable("x"), y = Variable("y"), z = Variable("z")
            let solver = Solver()
            try solver.addEditVariable(x, priority: 751)
            let temporary: Constraint = z >= 3
            try solver.add(temporary)
            try solver.remove(temporary)
            try solver.add(y == -1)
            try solver.suggestValue(1, for: x)
            solver.updateVariables()
            guard solver.value(of: x) == 1, solver.value(of: y) == -1 else { fatalError("wrong values") }
        }
    }

    @Test func setConstantOfAnOptionalConstraintAfterARemoval() throws {
        // An optional constraint can always take a new constant: it may be violated instead.
        // Here it is not even violated: x <= 4 at 999 shares no variable with y + z <= −2.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let temporary: Constraint = x >= 5 ~ 999
        try solver.add(temporary)
        try solver.remove(temporary)
        try solver.add(y + z <= -2)
        let optional: Constraint = x <= 2 ~ 999
        try solver.add(optional)
        let error = caughtError { () throws(SolverError) in try solver.setConstant(-4, of: optional) }
        #expect(error == nil)
        #expect(solver.value(of: x) <= 4 + 1e-9)
    }

    @Test func setConstantAfterARemovalKeepsOptionalConstraintsOptimal() throws {
        // x <= −2 at 999 is the only constraint on x, so x <= −2 must hold (x = −2 at a vertex
        // is not required, but the violation must be 0). z <= 2 moved to z <= −3 concerns z only.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let temporary: Constraint = y <= -3 ~ 999
        try solver.add(temporary)
        try solver.remove(temporary)
        try solver.add(x <= -2 ~ 999)
        let bound: Constraint = z <= 2
        try solver.add(bound)
        try solver.setConstant(3, of: bound)
        #expect(solver.value(of: x) <= -2 + 1e-9)
        #expect(solver.value(of: z) <= -3 + 1e-9)
    }

    @Test func feasibleAddAfterARemovalIsAccepted() throws {
        // The four required constraints hold at x0 = 3, x1 = −3, x3 = −20 (x2 free):
        //   −3·(−3) − 7 = 2 >= 0;  −3 − 20 − 6 + 4 = −25 <= 0;  −3 − 6 + 9 = 0;
        //   −4·(−3) + 2·(−20) + 3·3 + 1 = −18 <= 0. So the last add must be accepted.
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
        let solver = Solver()
        try solver.add(-3 * x3 - 2 * x2 + x0 - 2 == 0 ~ 999)
        let temporary: Constraint = 2 * x0 <= 0 ~ 250
        try solver.add(temporary)
        try solver.remove(temporary)
        try solver.add(-3 * x1 - 7 >= 0)
        try solver.add(x1 + x3 - 2 * x0 + 4 <= 0)
        try solver.add(x1 - 2 * x0 + 9 == 0)
        let last: Constraint = -4 * x1 + 2 * x3 + 3 * x0 + 1 <= 0
        let error = caughtError { () throws(SolverError) in try solver.add(last) }
        #expect(error == nil, "refused: \(String(describing: error))")
        // Cross-check the claim with the independent reference.
        #expect(referenceFindsFeasible(solver.constraints.filter(\.priority.isRequired).map { ($0, $0.expression.constant) }
            + [(last, last.expression.constant)]))
    }

    @Test func removingOneOfTwoIdenticalEqualitiesKeepsTheOther() throws {
        // Two separate required constraints −3c − 5 == 0 (c = −5/3); removing the first leaves the
        // second, so c must stay −5/3. (Then 3a + 3b + 5/3 + 8 <= 0 and a >= 3 force b <= −56/9,
        // which the optional b <= 3 accepts.) Found by the 100k differential run, seed 0x5EED,
        // system 36913, and reduced by deleting calls while the failure persisted.
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.add(3 * a + 3 * b - c + 8 <= 0)
        let first: Constraint = -3 * c - 5 == 0
        let second: Constraint = -3 * c - 5 == 0
        try solver.add(first)
        try solver.add(b <= 3 ~ 750)
        try solver.add(second)
        try solver.add(a >= 3)
        try solver.remove(first)
        #expect(solver.contains(second))
        #expect(abs(solver.value(of: c) + 5.0 / 3) < 1e-9, "c = \(solver.value(of: c))")
        #expect(violation(of: second, in: solver) < 1e-9)
    }
}
