import LayoutSolver
import Testing

@Suite("Edit variables")
struct EditVariableTests {
    let x = Variable("x"), y = Variable("y")

    @Test func lifecycle() throws {
        let solver = Solver()
        #expect(!solver.containsEditVariable(x))
        #expect(solver.suggestedValue(for: x) == nil)
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.containsEditVariable(x))
        #expect(solver.suggestedValue(for: x) == 0)  // the initial suggestion
        #expect(solver.constraints.isEmpty)  // edit constraints are not listed
        try solver.suggestValue(12.5, for: x)
        #expect(solver.suggestedValue(for: x) == 12.5)
        solver.updateVariables()
        #expect(solver.value(of: x) == 12.5)
        try solver.removeEditVariable(x)
        #expect(!solver.containsEditVariable(x))
        #expect(solver.suggestedValue(for: x) == nil)
        // Re-adding starts again from the initial suggestion 0.
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.suggestedValue(for: x) == 0)
        #expect(solver.value(of: x) == 0)
    }

    @Test func suggestionsAreClampedByRequiredConstraints() throws {
        // x >= 10 is required, so suggestions below 10 give 10, others are met exactly.
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.value(of: x) == 10)  // the initial suggestion 0 is below the bound
        for (suggestion, expected) in [(30.0, 30.0), (5, 10), (10.25, 10.25), (-1e6, 10), (1e6, 1e6)] {
            try solver.suggestValue(suggestion, for: x)
            solver.updateVariables()
            #expect(solver.value(of: x) == expected, "suggestion \(suggestion)")
        }
    }

    @Test func valueOfIsCurrentWithoutUpdateVariables() throws {
        let solver = Solver()
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
    }

    @Test func severalSuggestionsSolvedTogether() throws {
        // x + y == 100 is required; x's edit (500) outranks y's (250): x = 30, y = 100 − 30 = 70.
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, priority: 500)
        try solver.addEditVariable(y, priority: 250)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(90, for: y)
        solver.updateVariables()
        #expect(abs(solver.value(of: x) - 30) < 1e-12)
        #expect(abs(solver.value(of: y) - 70) < 1e-12)
        // The last suggestion counts: x → 45, so y = 55.
        try solver.suggestValue(60, for: x)
        try solver.suggestValue(45, for: x)
        #expect(abs(solver.value(of: y) - 55) < 1e-12)
    }

    @Test func editPriorityAgainstConstraints() throws {
        // A 750 edit beats x == 100 at 250; a 100 edit loses to it.
        let strong = Solver()
        try strong.add(x == 100 ~ 250)
        try strong.addEditVariable(x, priority: 750)
        try strong.suggestValue(40, for: x)
        #expect(abs(strong.value(of: x) - 40) < 1e-12)
        let weak = Solver()
        try weak.add(x == 100 ~ 250)
        try weak.addEditVariable(x, priority: 100)
        try weak.suggestValue(40, for: x)
        #expect(abs(weak.value(of: x) - 100) < 1e-12)
    }

    @Test func editAtTheSamePriorityWeighsLikeOneConstraint() throws {
        // At 500: the edit pulls x to 10, two constraints pull it to 0. Any x in [0, 10] costs
        // |x − 10| + 2|x| = 10 + x, so x = 0. With only one constraint, every x in [0, 10] costs
        // 10, and the sum is what must be 10.
        let solver = Solver()
        try solver.add(x == 0 ~ 500)
        try solver.add(x == 0 ~ 500)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(10, for: x)
        #expect(abs(solver.value(of: x)) < 1e-12)
        let single = Solver()
        try single.add(x == 0 ~ 500)
        try single.addEditVariable(x, priority: 500)
        try single.suggestValue(10, for: x)
        let value = single.value(of: x)
        #expect(abs(abs(value - 10) + abs(value) - 10) < 1e-12)
    }

    @Test func removingTheEditReleasesTheVariable() throws {
        // While edited at 750, x follows the suggestion; afterwards the weak x == 3 takes over.
        let solver = Solver()
        try solver.add(x == 3 ~ 250)
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(20, for: x)
        #expect(abs(solver.value(of: x) - 20) < 1e-12)
        try solver.removeEditVariable(x)
        #expect(abs(solver.value(of: x) - 3) < 1e-12)
    }

    @Test func removingAnEditWithAPendingSuggestion() throws {
        let solver = Solver()
        try solver.add(x == 3 ~ 250)
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(20, for: x)
        try solver.removeEditVariable(x)  // the suggestion was never read
        #expect(abs(solver.value(of: x) - 3) < 1e-12)
    }

    @Test func editVariableThatAppearsInNoConstraint() throws {
        let solver = Solver()
        try solver.addEditVariable(y, priority: 1)
        try solver.suggestValue(-8.5, for: y)
        #expect(solver.value(of: y) == -8.5)
    }

    @Test func editOnAVariableDeterminedByRequiredConstraints() throws {
        // x is pinned to 4; the suggestion cannot move it.
        let solver = Solver()
        try solver.add(x == 4)
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(50, for: x)
        #expect(abs(solver.value(of: x) - 4) < 1e-12)
    }

    @Test func constraintsAddedAfterSuggestionsSeeTheSuggestion() throws {
        // Suggest 30, then add x <= 20 without reading in between: x = 20; remove it: 30 again.
        let solver = Solver()
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(30, for: x)
        let cap: Constraint = x <= 20
        try solver.add(cap)
        #expect(abs(solver.value(of: x) - 20) < 1e-12)
        try solver.remove(cap)
        #expect(abs(solver.value(of: x) - 30) < 1e-12)
    }
}
