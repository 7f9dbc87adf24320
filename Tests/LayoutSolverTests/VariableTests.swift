import LayoutSolver
import Testing

@Suite("Variable")
struct VariableTests {
    @Test func freshVariablesHaveDistinctIDs() {
        let a = Variable(), b = Variable(), c = Variable("c")
        #expect(Set([a.id, b.id, c.id]).count == 3)
    }

    @Test func equalityAndHashingFollowTheID() {
        let a = Variable("a")
        let copy = a
        let other = Variable("a")  // same name, new id
        #expect(copy == a)
        #expect(other != a)
        #expect(Set([a, copy, other]).count == 2)
    }

    @Test func descriptionIsTheNameOrTheID() {
        let named = Variable("width")
        let anonymous = Variable()
        #expect(named.name == "width")
        #expect(named.description == "width")
        #expect(anonymous.name == nil)
        #expect(anonymous.description == "v\(anonymous.id)")
    }

    @Test func variablesAreUsableAcrossSolvers() throws {
        // A variable belongs to no solver: each solver keeps its own value for it.
        let x = Variable("x")
        let first = Solver(), second = Solver()
        try first.add(x == 3)
        try second.add(x == 7)
        #expect(first.value(of: x) == 3)
        #expect(second.value(of: x) == 7)
    }

    @Test func unknownVariableReadsZero() {
        let solver = Solver()
        #expect(solver.value(of: Variable("never used")) == 0)
    }
}
