import Testing

/// The reference solver must itself be right on problems solved by hand. Tolerances are 1e-6:
/// each level's bound is relaxed by 1e-9 · (1 + optimum), which lower levels may exploit.
@Suite("Reference solver (sanity)")
struct ReferenceSolverTests {
    private func row(_ coefficients: [Double], _ constant: Double, _ relation: ReferenceRelation) -> ReferenceRow {
        ReferenceRow(coefficients: coefficients, constant: constant, relation: relation)
    }

    @Test func feasibility() {
        // x >= 10 and x <= 5 contradict; x >= 10 and x <= 20 do not.
        #expect(!DenseLexicographicSolver.isFeasible([row([1], -10, .greaterThanOrEqual), row([1], -5, .lessThanOrEqual)], variableCount: 1))
        #expect(DenseLexicographicSolver.isFeasible([row([1], -10, .greaterThanOrEqual), row([1], -20, .lessThanOrEqual)], variableCount: 1))
        // x + y == 20, x − y == 4, x == 12 is consistent (x = 12, y = 8); x == 13 is not.
        let base = [row([1, 1], -20, .equal), row([1, -1], -4, .equal)]
        #expect(DenseLexicographicSolver.isFeasible(base + [row([1, 0], -12, .equal)], variableCount: 2))
        #expect(!DenseLexicographicSolver.isFeasible(base + [row([1, 0], -13, .equal)], variableCount: 2))
        // Redundant equalities and rows without variables: 0 == 0 holds, −1 >= 0 does not.
        #expect(DenseLexicographicSolver.isFeasible(base + base + [row([0, 0], 0, .equal)], variableCount: 2))
        #expect(!DenseLexicographicSolver.isFeasible([row([0], -1, .greaterThanOrEqual)], variableCount: 1))
        // Negative values are allowed: x <= −7.
        #expect(DenseLexicographicSolver.isFeasible([row([1], 7, .lessThanOrEqual)], variableCount: 1))
    }

    @Test func strictPriority() throws {
        // One x == 0 at 751 against 100 × (x == 10) at 750: level 751 sums 0, level 750 sums 100 × 10.
        var problem = ReferenceProblem(variableCount: 1)
        problem.optional.append((751, row([1], 0, .equal)))
        for _ in 0..<100 { problem.optional.append((750, row([1], -10, .equal))) }
        let solution = try #require(DenseLexicographicSolver.solve(problem))
        #expect(solution.levelSums.map(\.priority) == [751, 750])
        #expect(abs(solution.levelSums[0].sum) < 1e-6)
        #expect(abs(solution.levelSums[1].sum - 1000) < 1e-6)
        #expect(abs(solution.values[0]) < 1e-6)
    }

    @Test func withinLevelAndInequalities() throws {
        // 10 <= x <= 20 required; at 500: x == 0 twice and x == 30 once. On [10, 20] the cost
        // 2x + (30 − x) = x + 30 is least at x = 10: sum 40. At 100: x >= 15 is violated by 5.
        var problem = ReferenceProblem(variableCount: 1)
        problem.required = [row([1], -10, .greaterThanOrEqual), row([1], -20, .lessThanOrEqual)]
        problem.optional = [
            (500, row([1], 0, .equal)), (500, row([1], 0, .equal)), (500, row([1], -30, .equal)),
            (100, row([1], -15, .greaterThanOrEqual)),
        ]
        let solution = try #require(DenseLexicographicSolver.solve(problem))
        #expect(abs(solution.levelSums[0].sum - 40) < 1e-6)
        #expect(abs(solution.levelSums[1].sum - 5) < 1e-6)
        #expect(abs(solution.values[0] - 10) < 1e-6)
    }

    @Test func lowerLevelsChooseAmongHigherOptima() throws {
        // x + y == 10 at 900, x == 3 at 500, y == 100 at 100: sums 0, 0, 93 (y = 7).
        var problem = ReferenceProblem(variableCount: 2)
        problem.optional = [(900, row([1, 1], -10, .equal)), (500, row([1, 0], -3, .equal)), (100, row([0, 1], -100, .equal))]
        let solution = try #require(DenseLexicographicSolver.solve(problem))
        #expect(solution.levelSums.map(\.priority) == [900, 500, 100])
        #expect(abs(solution.levelSums[2].sum - 93) < 1e-6)
        #expect(abs(solution.values[0] - 3) < 1e-6 && abs(solution.values[1] - 7) < 1e-6)
    }

    @Test func infeasibleRequiredGivesNil() {
        var problem = ReferenceProblem(variableCount: 2)
        problem.required = [row([1, 1], -1, .lessThanOrEqual), row([1, 1], -2, .greaterThanOrEqual)]
        problem.optional = [(500, row([1, 0], 0, .equal))]
        #expect(DenseLexicographicSolver.solve(problem) == nil)
    }

    @Test func degenerateProblemsTerminate() throws {
        // Many constraints through the same vertex (x = y = 0): a classic cycling trap for
        // non-Bland pivoting; here it must simply finish with zero violation.
        var problem = ReferenceProblem(variableCount: 3)
        for a in -2...2 {
            for b in -2...2 where a != 0 || b != 0 {
                problem.required.append(row([Double(a), Double(b), 1], 0, .greaterThanOrEqual))
            }
        }
        problem.optional = [(500, row([0, 0, 1], 0, .equal)), (250, row([1, 1, 0], -4, .equal))]
        let solution = try #require(DenseLexicographicSolver.solve(problem))
        // z >= ±2x ± 2y… forces z >= 0; z == 0 at 500 is met only with x = y = 0, so level 250 pays 4.
        #expect(abs(solution.levelSums[0].sum) < 1e-6)
        #expect(abs(solution.levelSums[1].sum - 4) < 1e-6)
    }
}
