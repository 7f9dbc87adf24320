import LayoutSolver
import Testing

/// `add(_: [Constraint])`: everything or nothing.
@Suite("Bulk add")
struct BulkAddTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func addsEverythingInOrder() throws {
        // x = 2, y = x + 3 = 5, z = x + y = 7 (the weak z == 0 loses).
        let solver = Solver()
        let batch: [Constraint] = [x == 2, y == x + 3, z == 0 ~ 100, z == x + y]
        try solver.add(batch)
        #expect(sameConstraints(solver.constraints, batch))
        #expect(abs(solver.value(of: z) - 7) < 1e-12)
        try solver.add([])  // an empty batch is a no-op
        #expect(sameConstraints(solver.constraints, batch))
    }

    @Test func matchesAddingOneByOne() throws {
        // A chain x0 <= x1 <= … <= x9 with weak targets: a batch and single adds agree exactly.
        let variables = makeVariables(10)
        func constraints() -> [Constraint] {
            var result: [Constraint] = [variables[0] >= 0]
            for index in 1..<variables.count {
                result.append(variables[index] >= variables[index - 1] + 2)
                result.append(variables[index] == Double(index * 3 % 7) ~ Priority(Float(100 + index)))
            }
            return result
        }
        let batched = Solver(), single = Solver()
        try batched.add(constraints())
        for constraint in constraints() { try single.add(constraint) }
        for variable in variables {
            #expect(abs(batched.value(of: variable) - single.value(of: variable)) < 1e-9)
        }
    }

    @Test func unsatisfiableBatchAddsNothing() throws {
        let solver = Solver()
        let floor: Constraint = x >= 0
        try solver.add(floor)
        let weak: Constraint = y == 1 ~ 300
        try solver.add(weak)
        let before = SolverSnapshot(solver, variables: [x, y, z])
        let cap: Constraint = x <= 10, pin: Constraint = y == 5, high: Constraint = x >= 20
        let error = caughtError { () throws(SolverError) in try solver.add([cap, pin, high]) }
        // Within the batch, x <= 10 and x >= 20 contradict each other; the present x >= 0 plays no part.
        let parts = try #require(unsatisfiableParts(error))
        let blamed = (parts.constraint === high && sameConstraints(parts.conflicts, [cap]))
            || (parts.constraint === cap && sameConstraints(parts.conflicts, [high]))
        #expect(blamed, "reported \(parts.constraint) against \(parts.conflicts)")
        #expect(SolverSnapshot(solver, variables: [x, y, z]) == before)
        #expect(!solver.contains(cap) && !solver.contains(pin) && !solver.contains(high))
        // The valid part can be added afterwards.
        try solver.add([cap, pin])
        #expect(abs(solver.value(of: y) - 5) < 1e-12)
        #expect(sameConstraints(solver.constraints, [floor, weak, cap, pin]))
    }

    @Test func batchConflictingWithPresentConstraints() throws {
        // The present x >= 10 contradicts the batch's x <= 5; the batch adds nothing.
        let solver = Solver()
        let floor: Constraint = x >= 10
        try solver.add(floor)
        let good: Constraint = y == 3, cap: Constraint = x <= 5
        let error = caughtError { () throws(SolverError) in try solver.add([good, cap]) }
        #expect(error == .unsatisfiable(cap, conflictingWith: [floor]))
        #expect(sameConstraints(solver.constraints, [floor]))
        #expect(solver.value(of: y) == 0)
    }

    @Test func batchWithPendingSuggestions() throws {
        // The batch sees the latest suggestion: x follows 40, then is capped at 25 by the batch.
        let solver = Solver()
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(40, for: x)
        try solver.add([x <= 25, y == x + 1])
        #expect(abs(solver.value(of: x) - 25) < 1e-12)
        #expect(abs(solver.value(of: y) - 26) < 1e-12)
    }

    @Test func failedBatchLeavesNoTraceOfItsVariablesOrPriorities() throws {
        // The batch brings a new variable and a new priority, then fails; both are used again
        // afterwards, and the new priority still ranks above the weaker one.
        let solver = Solver()
        try solver.add(x == 1)
        let fresh = Variable("fresh")
        let error = caughtError { () throws(SolverError) in
            try solver.add([fresh == 7 ~ 300, fresh >= x + 1, fresh <= x - 1])
        }
        #expect(unsatisfiableParts(error) != nil)
        #expect(solver.value(of: fresh) == 0)
        try solver.add([fresh == 9 ~ 200, fresh == 4 ~ 300, y == fresh + x])
        #expect(abs(solver.value(of: fresh) - 4) < 1e-12)
        #expect(abs(solver.value(of: y) - 5) < 1e-12)
    }

    @Test func failedBatchesWithManyNewVariablesKeepTheOlderOnesReachable() throws {
        // Each failed batch forgets its new variables; the variables added before must still
        // be found (they share the variable table with the forgotten ones).
        let solver = Solver()
        let older = makeVariables(300)
        try solver.add(older.enumerated().map { index, variable in variable == Double(index) })
        for round in 0..<5 {
            let newer = makeVariables(150)
            var batch = newer.enumerated().map { index, variable in variable == Double(round * 1000 + index) }
            batch += [newer[0] >= 1_000_000]
            #expect(throws: SolverError.self) { try solver.add(batch) }
        }
        for (index, variable) in older.enumerated() {
            #expect(solver.value(of: variable) == Double(index))
        }
        let later = makeVariables(150)
        try solver.add(later.enumerated().map { index, variable in variable == older[index] + 0.5 })
        #expect(later.enumerated().allSatisfy { index, variable in solver.value(of: variable) == Double(index) + 0.5 })
    }
}
