import LayoutSolver
import Testing

/// Every `SolverError` case: when it is thrown, that nothing changes, and what it says.
@Suite("SolverError")
struct SolverErrorTests {
    let x = Variable("x"), y = Variable("y")

    /// A solver with one required and one optional constraint and one edit variable, so that a
    /// refused call has something to disturb.
    private func populatedSolver() throws -> (Solver, [Variable]) {
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x + y == 30 ~ 500)
        try solver.addEditVariable(y, priority: 250)
        try solver.suggestValue(5, for: y)
        return (solver, [x, y])
    }

    /// Asserts that `body` throws and leaves the solver's observable state untouched.
    private func expectRefusal(
        _ solver: Solver, _ variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws(SolverError) -> Void
    ) -> SolverError? {
        let before = SolverSnapshot(solver, variables: variables)
        let error = caughtError(body)
        #expect(error != nil, "the call should have been refused", sourceLocation: sourceLocation)
        #expect(SolverSnapshot(solver, variables: variables) == before, sourceLocation: sourceLocation)
        return error
    }

    @Test func unsatisfiableNamesTheConflictingConstraints() throws {
        let (solver, variables) = try populatedSolver()
        let lowerBound = solver.constraints[0]  // x >= 10
        let upperBound: Constraint = x <= 5
        let error = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add(upperBound) }
        // Only x >= 10 contradicts x <= 5; the optional x + y == 30 can never be part of a conflict.
        #expect(error == .unsatisfiable(upperBound, conflictingWith: [lowerBound]))
        #expect(!solver.contains(upperBound))
        let text = try #require(error).description
        #expect(text.contains("Unsatisfiable"))
        #expect(text.contains(upperBound.description))
        #expect(text.contains(lowerBound.description))
    }

    @Test func aContradictionOnItsOwnHasAnEmptyConflictingSet() throws {
        // x − x − 5 >= 0 reads −5 >= 0: false whatever else is present.
        let (solver, variables) = try populatedSolver()
        let impossible: Constraint = x - x - 5 >= 0
        let error = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add(impossible) }
        #expect(error == .unsatisfiable(impossible, conflictingWith: []))
    }

    @Test func duplicateConstraint() throws {
        let (solver, variables) = try populatedSolver()
        let present = solver.constraints[0]
        let single = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add(present) }
        #expect(single == .duplicateConstraint(present))
        // In a batch: already present, or twice in the same batch.
        let fresh: Constraint = y <= 100
        let inBatch = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add([fresh, present]) }
        #expect(inBatch == .duplicateConstraint(present))
        let twice = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add([fresh, fresh]) }
        #expect(twice == .duplicateConstraint(fresh))
        #expect(!solver.contains(fresh))
        let text = try #require(single).description
        #expect(text.contains("Duplicate constraint") && text.contains(present.description))
    }

    @Test func unknownConstraint() throws {
        let (solver, variables) = try populatedSolver()
        let stranger: Constraint = x == 3
        let removal = expectRefusal(solver, variables) { () throws(SolverError) in try solver.remove(stranger) }
        #expect(removal == .unknownConstraint(stranger))
        let constant = expectRefusal(solver, variables) { () throws(SolverError) in
            try solver.setConstant(1, of: stranger)
        }
        #expect(constant == .unknownConstraint(stranger))
        // A removed constraint is unknown again.
        let present = solver.constraints[0]
        try solver.remove(present)
        let again = expectRefusal(solver, variables) { () throws(SolverError) in try solver.remove(present) }
        #expect(again == .unknownConstraint(present))
        let text = try #require(removal).description
        #expect(text.contains("Unknown constraint") && text.contains(stranger.description))
    }

    @Test func duplicateEditVariable() throws {
        let (solver, variables) = try populatedSolver()
        let error = expectRefusal(solver, variables) { () throws(SolverError) in
            try solver.addEditVariable(y, priority: 100)
        }
        #expect(error == .duplicateEditVariable(y))
        #expect(solver.suggestedValue(for: y) == 5)
        let text = try #require(error).description
        #expect(text.contains("Duplicate edit variable") && text.contains("y"))
    }

    @Test func unknownEditVariable() throws {
        let (solver, variables) = try populatedSolver()
        let removal = expectRefusal(solver, variables) { () throws(SolverError) in try solver.removeEditVariable(x) }
        #expect(removal == .unknownEditVariable(x))
        let suggestion = expectRefusal(solver, variables) { () throws(SolverError) in try solver.suggestValue(1, for: x) }
        #expect(suggestion == .unknownEditVariable(x))
        try solver.removeEditVariable(y)
        let removedTwice = caughtError { () throws(SolverError) in try solver.removeEditVariable(y) }
        #expect(removedTwice == .unknownEditVariable(y))
        let text = try #require(removal).description
        #expect(text.contains("Unknown edit variable") && text.contains("x"))
    }

    @Test func requiredEditVariable() throws {
        let (solver, variables) = try populatedSolver()
        let error = expectRefusal(solver, variables) { () throws(SolverError) in
            try solver.addEditVariable(x, priority: .required)
        }
        #expect(error == .requiredEditVariable(x))
        #expect(!solver.containsEditVariable(x))
        let text = try #require(error).description
        #expect(text.contains("Required edit variable") && text.contains("x") && text.contains("optional"))
    }

    /// The text of a `.nonFinite` error, or nil for anything else.
    private func nonFiniteText(_ error: SolverError?) -> String? {
        guard case let .nonFinite(text)? = error else { return nil }
        return text
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoefficientAndConstant(bad: Double) throws {
        let (solver, variables) = try populatedSolver()
        let coefficient = Constraint(Expression([Term(x, bad)], constant: 1), .greaterThanOrEqual)
        let error = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add(coefficient) }
        #expect(nonFiniteText(error)?.contains("coefficient") == true)
        let constant = Constraint(Expression([Term(x, 1)], constant: bad), .equal, priority: 500)
        let constantError = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add(constant) }
        #expect(nonFiniteText(constantError)?.contains("constant") == true)
        // A bad member refuses the whole batch.
        let good: Constraint = y >= -50
        let batchError = expectRefusal(solver, variables) { () throws(SolverError) in
            try solver.add([good, coefficient])
        }
        #expect(nonFiniteText(batchError)?.contains("coefficient") == true)
        #expect(!solver.contains(good))
        // setConstant with a bad constant.
        let present = solver.constraints[0]
        let setError = expectRefusal(solver, variables) { () throws(SolverError) in
            try solver.setConstant(bad, of: present)
        }
        #expect(nonFiniteText(setError)?.contains("constant") == true)
        let text = try #require(error).description
        #expect(text.contains("Non-finite"))
    }

    @Test func divisionByZeroGivesANonFiniteCoefficient() throws {
        let solver = Solver()
        let error = caughtError { () throws(SolverError) in try solver.add(x / 0 >= 1) }
        #expect(nonFiniteText(error)?.contains("coefficient") == true)
        #expect(solver.constraints.isEmpty)
    }

    @Test(arguments: [Float.nan, .infinity, -.infinity])
    func nonFinitePriority(bad: Float) throws {
        let (solver, variables) = try populatedSolver()
        let constraint = Constraint(Expression(x), .equal, priority: Priority(bad))
        let error = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add(constraint) }
        #expect(nonFiniteText(error)?.contains("priority") == true)
        let editError = expectRefusal(solver, variables) { () throws(SolverError) in
            try solver.addEditVariable(x, priority: Priority(bad))
        }
        #expect(nonFiniteText(editError)?.contains("priority") == true)
        #expect(!solver.containsEditVariable(x))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSuggestedValue(bad: Double) throws {
        let (solver, variables) = try populatedSolver()
        let error = expectRefusal(solver, variables) { () throws(SolverError) in try solver.suggestValue(bad, for: y) }
        #expect(nonFiniteText(error)?.contains("suggested value") == true)
        #expect(solver.suggestedValue(for: y) == 5)
    }

    @Test(arguments: [Float(0), 1001, -5, 0.5, 1000.5])
    func invalidPriority(raw: Float) throws {
        let (solver, variables) = try populatedSolver()
        let constraint = Constraint(Expression(x), .lessThanOrEqual, priority: Priority(raw))
        let error = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add(constraint) }
        #expect(error == .invalidPriority(Priority(raw)))
        let batchError = expectRefusal(solver, variables) { () throws(SolverError) in try solver.add([constraint]) }
        #expect(batchError == .invalidPriority(Priority(raw)))
        let editError = expectRefusal(solver, variables) { () throws(SolverError) in
            try solver.addEditVariable(x, priority: Priority(raw))
        }
        #expect(editError == .invalidPriority(Priority(raw)))
        let text = try #require(error).description
        #expect(text.contains("Invalid priority") && text.contains(Priority(raw).description))
    }

    @Test func boundaryPrioritiesAreAccepted() throws {
        // 1 is the lowest valid priority; 999.99 is still optional.
        let solver = Solver()
        try solver.add(Constraint(Expression(x) - 4, .equal, priority: 1))
        try solver.add(Constraint(Expression(y) - 6, .equal, priority: 999.99))
        try solver.addEditVariable(Variable("z"), priority: 1)
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 6)
    }

    @Test func equalityComparesPayloads() {
        let a: Constraint = x >= 1
        let b: Constraint = x >= 1
        #expect(SolverError.duplicateConstraint(a) == .duplicateConstraint(a))
        #expect(SolverError.duplicateConstraint(a) != .duplicateConstraint(b))
        #expect(SolverError.duplicateConstraint(a) != .unknownConstraint(a))
        #expect(SolverError.unsatisfiable(a, conflictingWith: [b]) == .unsatisfiable(a, conflictingWith: [b]))
        #expect(SolverError.unsatisfiable(a, conflictingWith: [b]) != .unsatisfiable(a, conflictingWith: []))
        #expect(SolverError.unknownEditVariable(x) != .unknownEditVariable(y))
        #expect(SolverError.invalidPriority(0) != .invalidPriority(1001))
        #expect(SolverError.nonFinite("a") != .nonFinite("b"))
    }
}
