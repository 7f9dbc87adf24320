import LayoutSolver
import Testing

/// A refused call leaves the solver exactly as before: same values and constraints, and later
/// calls behave as in a twin solver that never saw the refused call.
@Suite("Failed calls leave the solver unchanged")
struct FailedCallTests {
    let variables = makeVariables(4)

    /// Builds the same mixed system (required, optional, edits, a pending suggestion) in a solver.
    /// The constraints are created per solver so the two share no objects.
    ///
    /// Required: a >= 0, b >= a + 10, c <= 100, c >= b (so 10 <= b <= c <= 100).
    /// Optional: c − b >= 5 at 750, c's edit (70) at 600, d == a + b at 500, a == 30 at 250.
    /// With `pinA`, a required a == 1 comes last (a required equality to move by setConstant).
    private func setUp(_ solver: Solver, pinA: Bool = false) throws -> [Constraint] {
        let (a, b, c, d) = (variables[0], variables[1], variables[2], variables[3])
        var constraints: [Constraint] = [
            a >= 0, b >= a + 10, c <= 100, c >= b, c - b >= 5 ~ 750, d == a + b ~ 500, a == 30 ~ 250,
        ]
        if pinA { constraints.append(a == 1) }
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(c, priority: 600)
        try solver.suggestValue(70, for: c)
        return constraints
    }

    /// Later steps, run on both solvers; the values must agree bit for bit after each one.
    private func laterSteps(_ solver: Solver, _ constraints: [Constraint]) throws -> [[Double]] {
        let (a, b, c, d) = (variables[0], variables[1], variables[2], variables[3])
        var trace: [[Double]] = []
        func record() { trace.append(variables.map { solver.value(of: $0) }) }
        record()
        try solver.suggestValue(12, for: c)
        record()
        try solver.add(d <= 45 ~ 800)
        record()
        try solver.remove(constraints[1])  // b >= a + 10
        record()
        try solver.setConstant(-40, of: constraints[6])  // a == 40 at 250
        record()
        try solver.add(b == 2 * a - 3)
        record()
        try solver.addEditVariable(a, priority: 900)
        try solver.suggestValue(8, for: a)
        record()
        try solver.removeEditVariable(c)
        record()
        return trace
    }

    private func check(
        pinA: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        failing: (Solver, [Constraint]) -> SolverError?
    ) throws {
        let tested = Solver(), twin = Solver()
        let testedConstraints = try setUp(tested, pinA: pinA)
        let twinConstraints = try setUp(twin, pinA: pinA)
        let before = SolverSnapshot(tested, variables: variables)
        let error = failing(tested, testedConstraints)
        #expect(unsatisfiableParts(error) != nil, "expected .unsatisfiable, got \(String(describing: error))",
                sourceLocation: sourceLocation)
        #expect(SolverSnapshot(tested, variables: variables) == before, sourceLocation: sourceLocation)
        // The twin holds other constraint objects: compare everything but their identities.
        let twinSnapshot = SolverSnapshot(twin, variables: variables)
        #expect(twinSnapshot.valueBits == before.valueBits && twinSnapshot.constantBits == before.constantBits
                && twinSnapshot.suggestionBits == before.suggestionBits, sourceLocation: sourceLocation)
        let testedTrace = try laterSteps(tested, testedConstraints)
        let twinTrace = try laterSteps(twin, twinConstraints)
        for (step, (got, expected)) in zip(testedTrace, twinTrace).enumerated() {
            #expect(got.map(\.bitPattern) == expected.map(\.bitPattern), "step \(step): \(got) vs \(expected)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func afterAnUnsatisfiableAdd() throws {
        // b >= a + 10 >= 10, so c >= b + 95 asks for c >= 105 against c <= 100.
        try check { solver, _ in
            let (b, c) = (variables[1], variables[2])
            return caughtError { () throws(SolverError) in try solver.add(c >= b + 95) }
        }
    }

    @Test func afterAnUnsatisfiableBulkAddWithANewVariable() throws {
        // A never-seen variable in the refused batch must leave no trace either:
        // n >= 200 and n <= c contradict c <= 100.
        try check { solver, _ in
            let newcomer = Variable("newcomer")
            let c = variables[2]
            return caughtError { () throws(SolverError) in try solver.add([newcomer >= 200, newcomer <= c]) }
        }
    }

    @Test func afterAnUnsatisfiableBulkAdd() throws {
        // The first two members are fine on their own; the third contradicts a >= 0.
        try check { solver, _ in
            let (a, b, d) = (variables[0], variables[1], variables[3])
            return caughtError { () throws(SolverError) in
                try solver.add([d >= 1, b <= 1000 ~ 300, a <= -1])
            }
        }
    }

    @Test func afterAnUnsatisfiableSetConstant() throws {
        // c <= 100 is stored as c − 100 <= 0; constant 5 makes it c <= −5, but c >= b >= a + 10 >= 10.
        try check { solver, constraints in
            caughtError { () throws(SolverError) in try solver.setConstant(5, of: constraints[2]) }
        }
    }

    @Test func afterAnUnsatisfiableSetConstantOnAnEquality() throws {
        // The pin a == 1 is stored as a − 1 == 0; constant 1 makes it a == −1, against a >= 0.
        try check(pinA: true) { solver, constraints in
            caughtError { () throws(SolverError) in try solver.setConstant(1, of: constraints[7]) }
        }
    }

    @Test func otherErrorsChangeNothing() throws {
        // duplicate / unknown / invalid calls are refused before touching anything.
        let solver = Solver()
        let constraints = try setUp(solver)
        let before = SolverSnapshot(solver, variables: variables)
        let stranger: Constraint = variables[0] >= 1
        let errors: [SolverError?] = [
            caughtError { () throws(SolverError) in try solver.add(constraints[0]) },
            caughtError { () throws(SolverError) in try solver.add([stranger, constraints[3]]) },
            caughtError { () throws(SolverError) in try solver.remove(stranger) },
            caughtError { () throws(SolverError) in try solver.setConstant(3, of: stranger) },
            caughtError { () throws(SolverError) in try solver.addEditVariable(variables[2], priority: 10) },
            caughtError { () throws(SolverError) in try solver.removeEditVariable(variables[3]) },
            caughtError { () throws(SolverError) in try solver.suggestValue(.nan, for: variables[2]) },
            caughtError { () throws(SolverError) in try solver.addEditVariable(variables[3], priority: .required) },
        ]
        #expect(errors.allSatisfy { $0 != nil })
        #expect(SolverSnapshot(solver, variables: variables) == before)
        #expect(!solver.contains(stranger))
    }
}
