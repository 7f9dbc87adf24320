import LayoutSolver
import Testing

@Suite("Variable")
struct VariableTests {
    @Test func freshVariablesHaveDistinctIDs() {
        let a = Variable(), b = Variable(), c = Variable("c")
        #expect(Set([a.id, b.id, c.id]).count == 3)
    }

    /// A reserved block starts at a multiple of its length, and no other variable, reserved or
    /// fresh, takes an id inside it: its ids may be handed out by number.
    @Test func reservedBlocksAreAlignedAndKeptApart() {
        let before = Variable()
        let first = Variable.reserveIDs(alignedBlockOf: 4)
        let second = Variable.reserveIDs(alignedBlockOf: 4)
        let after = Variable()
        #expect(first % 4 == 0 && second % 4 == 0)
        #expect(before.id < first && second >= first + 4 && after.id >= second + 4)
        let x = Variable(reservedID: first + 2)
        #expect(x.id == first + 2 && x.name == nil)
        let solver = Solver()
        try? solver.add(x == 5)
        #expect(solver.value(of: Variable(reservedID: first + 2)) == 5)
    }

    /// A block is read in one call, in id order, with pending suggestions solved first; an id
    /// the solver has not seen reads 0, as `value(of:)` has it.
    @Test func aBlockOfFourReadsAsFourValues() throws {
        let first = Variable.reserveIDs(alignedBlockOf: 4)
        let x = Variable(reservedID: first), y = Variable(reservedID: first + 1)
        let width = Variable(reservedID: first + 2)
        let solver = Solver()
        try solver.add([x == 10, y == x * 2 + 1])
        try solver.addEditVariable(width, priority: 750)
        try solver.suggestValue(-40, for: width)
        #expect(solver.values(ofFourIDsFrom: first) == SIMD4(10, 21, -40, 0))
        #expect(solver.value(of: Variable(reservedID: first + 3)) == 0)
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
