import LayoutSolver
import Testing

/// `takeChangedVariableIDs()`: a layout pass reads again only the variables the solver reports,
/// so a report must name every variable whose value moved since it was read.
@Suite("Changed variables")
struct ChangedVariablesTests {
    @Test func theFirstReportIsEverythingThenOnlyWhatMoved() throws {
        let solver = Solver(), x = makeVariables(4)
        let left = x[0] == 10, right = x[2] == 50
        try solver.add([left, x[1] == x[0] + 5, right, x[3] == x[2] * 2])
        #expect(solver.takeChangedVariableIDs() == nil)
        for variable in x { _ = solver.value(of: variable) }
        #expect(solver.takeChangedVariableIDs() == [])
        // Only the left pair moves; the right pair is not reported.
        try solver.setConstant(-20, of: left)
        let report = try #require(solver.takeChangedVariableIDs())
        #expect(Set(report) == [x[0].id, x[1].id])
        #expect(solver.value(of: x[1]) == 25)
        // Nothing moved since the values were read again.
        #expect(solver.takeChangedVariableIDs() == [])
        try solver.setConstant(-60, of: right)
        #expect(Set(try #require(solver.takeChangedVariableIDs())) == [x[2].id, x[3].id])
    }

    @Test func aChangeAtTheHeadOfAChainReachesEveryLink() throws {
        let solver = Solver(), x = makeVariables(300)
        let head = x[0] == 0
        try solver.add([head] + (1..<x.count).map { x[$0] == x[$0 - 1] + 2 })
        for variable in x { _ = solver.value(of: variable) }
        _ = solver.takeChangedVariableIDs()
        try solver.setConstant(-7, of: head)
        #expect(Set(try #require(solver.takeChangedVariableIDs())) == Set(x.map(\.id)))
        #expect(solver.value(of: x[299]) == 7 + 598)
    }

    @Test func aRolledBackProbeCountsAsAChangeOfEverything() throws {
        let solver = Solver(), x = makeVariables(2)
        try solver.add([x[0] == 1, x[1] >= x[0]])
        for variable in x { _ = solver.value(of: variable) }
        _ = solver.takeChangedVariableIDs()
        solver.withRollback {
            try? solver.add(x[1] == 40)
            #expect(solver.value(of: x[1]) == 40)
        }
        #expect(solver.takeChangedVariableIDs() == nil)
    }

    /// Random systems under random operations: after each step, every variable whose value
    /// differs from the one last read is in the report (or the report is everything).
    @Test(arguments: 0..<40) func reportsNameEveryMovedValue(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 3)
        let solver = Solver(), x = makeVariables(12)
        var held: [Constraint] = []
        var known = [Double](repeating: 0, count: x.count)
        var movesCheckedAgainstReports = 0
        func randomConstraint() -> Constraint {
            let a = x[Int.random(in: 0..<x.count, using: &random)], b = x[Int.random(in: 0..<x.count, using: &random)]
            let constant = Double(Int.random(in: -50...50, using: &random))
            let priority: Priority = [.required, .required, .defaultHigh, .defaultLow][Int.random(in: 0..<4, using: &random)]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return Constraint(a - b - constant, .equal, priority: priority)
            case 1: return Constraint(a - b - constant, .greaterThanOrEqual, priority: priority)
            case 2: return Constraint(a - constant, .lessThanOrEqual, priority: priority)
            default: return Constraint(a + b * 0.5 - constant, .equal, priority: priority)
            }
        }
        for step in 0..<120 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let constraint = randomConstraint()
                if (try? solver.add(constraint)) != nil { held.append(constraint) }
            case 5..<7 where !held.isEmpty:
                try solver.remove(held.remove(at: Int.random(in: 0..<held.count, using: &random)))
            case 7..<9 where !held.isEmpty:
                let constraint = held[Int.random(in: 0..<held.count, using: &random)]
                try? solver.setConstant(Double(Int.random(in: -80...80, using: &random)), of: constraint)
            default:
                let variable = x[Int.random(in: 0..<x.count, using: &random)]
                if !solver.containsEditVariable(variable) { try solver.addEditVariable(variable, priority: .defaultLow) }
                try solver.suggestValue(Double(Int.random(in: -90...90, using: &random)), for: variable)
            }
            let report = solver.takeChangedVariableIDs().map(Set.init)
            for (index, variable) in x.enumerated() {
                let value = solver.value(of: variable)
                if let report, abs(value - known[index]) > 1e-9 {
                    movesCheckedAgainstReports += 1
                    #expect(report.contains(variable.id), "seed \(seed) step \(step): \(variable) moved unreported")
                }
                known[index] = value
            }
        }
        // Most steps give a partial report: the check above is not vacuous.
        #expect(movesCheckedAgainstReports >= 20)
    }
}
