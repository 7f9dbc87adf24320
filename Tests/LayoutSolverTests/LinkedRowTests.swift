import LayoutSolver
import Testing

/// Chains: each variable defined from the one before, as views stacked one below the other.
/// The solver keeps such rows short by referring to the previous variable instead of expanding
/// it; these tests check the values through thousands of such references, after constant
/// changes, removals in the middle, re-additions and refused batches.
@Suite("Chains of variables")
struct LinkedRowTests {
    let count = 5_000

    /// `x0 == start`, then `x[i] == x[i-1] + 2`.
    func chain(_ variables: [Variable], start: Double) -> [Constraint] {
        [variables[0] == start] + (1..<variables.count).map { variables[$0] == variables[$0 - 1] + 2 }
    }

    @Test func valuesFollowTheWholeChain() throws {
        let solver = Solver(), x = makeVariables(count)
        let constraints = chain(x, start: 10)
        for constraint in constraints { try solver.add(constraint) }
        #expect(solver.value(of: x[count - 1]) == 10 + 2 * Double(count - 1))
        #expect(solver.value(of: x[count / 2]) == 10 + 2 * Double(count / 2))
        // A new head value reaches the end.
        try solver.setConstant(-25, of: constraints[0])
        #expect(solver.value(of: x[count - 1]) == 25 + 2 * Double(count - 1))
    }

    @Test func removingALinkInTheMiddleKeepsTheRest() throws {
        let solver = Solver(), x = makeVariables(count)
        let constraints = chain(x, start: 0)
        try solver.add(constraints)
        let middle = count / 2
        try solver.remove(constraints[middle])
        for index in 1..<count where index != middle {
            #expect(abs(solver.value(of: x[index]) - solver.value(of: x[index - 1]) - 2) < 1e-9, "link \(index)")
        }
        #expect(solver.value(of: x[0]) == 0)
        // Joined again with a wider gap, the tail moves by the difference.
        try solver.add(x[middle] == x[middle - 1] + 5)
        #expect(solver.value(of: x[count - 1]) == 2 * Double(count - 1) + 3)
    }

    @Test func optionalSizesInAChainMeetARequiredBottom() throws {
        // Ten gaps that would like 20 each but must end by 100: together they give 100, each
        // within its required minimum of 5 and at most its preferred 20.
        let solver = Solver()
        let top = makeVariables(11, prefix: "y"), gap = makeVariables(10, prefix: "h")
        try solver.add(top[0] == 0)
        for index in 0..<10 {
            try solver.add(top[index + 1] == top[index] + gap[index])
            try solver.add(gap[index] >= 5)
            try solver.add(gap[index] == 20 ~ 250)
        }
        try solver.add(top[10] <= 100 ~ 750)
        #expect(abs(solver.value(of: top[10]) - 100) < 1e-9)
        for index in 0..<10 {
            let value = solver.value(of: gap[index])
            #expect(value >= 5 - 1e-9 && value <= 20 + 1e-9)
            #expect(abs(solver.value(of: top[index + 1]) - solver.value(of: top[index]) - value) < 1e-9)
        }
        // Given room, every gap takes its preferred 20.
        try solver.add(top[10] <= 300)
        let roomy = solver.constraints.last!
        try solver.remove(solver.constraints.first { $0.priority == 750 }!)
        #expect(abs(solver.value(of: top[10]) - 200) < 1e-9)
        try solver.remove(roomy)
    }

    @Test func aRefusedBatchLeavesTheChainAsItWas() throws {
        let solver = Solver(), x = makeVariables(200)
        try solver.add(chain(x, start: 1))
        let tail = makeVariables(50, prefix: "t")
        var batch = [tail[0] == x[199] + 2] + (1..<50).map { tail[$0] == tail[$0 - 1] + 2 }
        batch.append(tail[49] <= 0)
        #expect(throws: SolverError.self) { try solver.add(batch) }
        #expect(solver.value(of: x[199]) == 1 + 2 * 199)
        #expect(solver.value(of: tail[49]) == 0)
        batch.removeLast()
        try solver.add(batch)
        #expect(solver.value(of: tail[49]) == 1 + 2 * 199 + 2 * 50)
    }
}
