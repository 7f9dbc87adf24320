import LayoutSolver
import Testing

/// `.unsatisfiable` names a minimal set of the present required constraints.
@Suite("Minimal conflicting sets")
struct ConflictSetTests {
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
    let e = Variable("e"), f = Variable("f")

    @Test func chainExcludesUnrelatedConstraints() throws {
        // a <= b <= c <= d and d <= a − 1 give a <= a − 1. The bounds on a and d, the constraints on
        // e and f, and the optional ones play no part, so the set is exactly the chain.
        let solver = Solver()
        let chain: [Constraint] = [a <= b, b <= c, c <= d]
        let unrelated: [Constraint] = [e >= 0, f == 3, e + f <= 100, a >= -100, d <= 50, a == 10 ~ 500]
        try solver.add(unrelated[0])
        try solver.add(chain[0])
        try solver.add(unrelated[1])
        try solver.add(unrelated[2])
        try solver.add(chain[1])
        try solver.add(unrelated[3])
        try solver.add(chain[2])
        try solver.add(unrelated[4])
        try solver.add(unrelated[5])
        let closing: Constraint = d <= a - 1
        let error = caughtError { () throws(SolverError) in try solver.add(closing) }
        let conflicts = expectMinimalConflict(error, refusing: closing, in: solver)
        #expect(sameConstraintSet(conflicts, chain))
    }

    @Test func onlyTheTighterBoundIsBlamed() throws {
        // x <= 15 is compatible with x >= 10 but not with x >= 20: the set is [x >= 20].
        let solver = Solver()
        let loose: Constraint = a >= 10, tight: Constraint = a >= 20
        try solver.add(loose)
        try solver.add(tight)
        let cap: Constraint = a <= 15
        let error = caughtError { () throws(SolverError) in try solver.add(cap) }
        #expect(error == .unsatisfiable(cap, conflictingWith: [tight]))
        expectMinimalConflict(error, refusing: cap, in: solver)
    }

    @Test func equalityChain() throws {
        // a == 10 and b == 2a fix b = 20; b <= 15 contradicts both together.
        let solver = Solver()
        let pin: Constraint = a == 10, double: Constraint = b == 2 * a
        try solver.add(pin)
        try solver.add(c == 1)
        try solver.add(double)
        let cap: Constraint = b <= 15
        let conflicts = expectMinimalConflict(caughtError { () throws(SolverError) in try solver.add(cap) },
                                              refusing: cap, in: solver)
        #expect(sameConstraintSet(conflicts, [pin, double]))
    }

    @Test func sumNeedsBothBounds() throws {
        // a <= 3 and b <= 4 cap a + b at 7, so a + b >= 10 needs both; a >= 0, b >= −50 are irrelevant.
        let solver = Solver()
        let capA: Constraint = a <= 3, capB: Constraint = b <= 4
        try solver.add([a >= 0, capA, b >= -50, capB])
        let sum: Constraint = a + b >= 10
        let conflicts = expectMinimalConflict(caughtError { () throws(SolverError) in try solver.add(sum) },
                                              refusing: sum, in: solver)
        #expect(sameConstraintSet(conflicts, [capA, capB]))
    }

    @Test func optionalConstraintsAndEditsAreNeverBlamed() throws {
        // Only the required a <= 10 conflicts with a >= 20; the 999 constraint and the edit pulling a
        // up to 100 are optional.
        let solver = Solver()
        let cap: Constraint = a <= 10
        try solver.add(a == 100 ~ 999)
        try solver.add(cap)
        try solver.addEditVariable(a, priority: 900)
        try solver.suggestValue(100, for: a)
        let floor: Constraint = a >= 20
        let error = caughtError { () throws(SolverError) in try solver.add(floor) }
        #expect(error == .unsatisfiable(floor, conflictingWith: [cap]))
    }

    @Test func oneOfTwoIdenticalConstraints() throws {
        // Two separate a >= 20 constraints: either alone conflicts with a <= 10, so a minimal set
        // holds exactly one of them.
        let solver = Solver()
        let first: Constraint = a >= 20, second: Constraint = a >= 20
        try solver.add(first)
        try solver.add(second)
        let cap: Constraint = a <= 10
        let conflicts = expectMinimalConflict(caughtError { () throws(SolverError) in try solver.add(cap) },
                                              refusing: cap, in: solver)
        #expect(conflicts.count == 1 && (conflicts[0] === first || conflicts[0] === second))
    }

    @Test func alternativeMinimalSets() throws {
        // a == 10, b == a and the redundant b == 10: b >= 11 conflicts with [b == 10] alone or with
        // [a == 10, b == a]; either is minimal.
        let solver = Solver()
        let pin: Constraint = a == 10, link: Constraint = b == a, copy: Constraint = b == 10
        try solver.add([pin, link, copy])
        let floor: Constraint = b >= 11
        let conflicts = expectMinimalConflict(caughtError { () throws(SolverError) in try solver.add(floor) },
                                              refusing: floor, in: solver)
        #expect(sameConstraintSet(conflicts, [copy]) || sameConstraintSet(conflicts, [pin, link]))
    }

    @Test func setConstantConflictExcludesTheChangedConstraint() throws {
        // a <= b <= c; c <= 5 moved to c <= −5 (constant 5) conflicts with a >= 0 through the chain.
        let solver = Solver()
        let floor: Constraint = a >= 0, ab: Constraint = a <= b, bc: Constraint = b <= c, cap: Constraint = c <= 5
        try solver.add([floor, ab, bc, cap, d >= 7, e == 2 ~ 300])
        let error = caughtError { () throws(SolverError) in try solver.setConstant(5, of: cap) }
        let conflicts = expectMinimalConflict(error, refusing: cap, constant: 5, in: solver)
        #expect(sameConstraintSet(conflicts, [floor, ab, bc]))
    }

    @Test func conflictAfterRemovalsAndConstantChanges() throws {
        // The set reflects the present constraints and their current constants: after removing
        // a >= 50 and moving a >= 0 to a >= 30 (constant −30), a <= 20 conflicts with the latter only.
        let solver = Solver()
        let strong: Constraint = a >= 50, floor: Constraint = a >= 0
        try solver.add([strong, floor, b == a + 1])
        try solver.remove(strong)
        try solver.setConstant(-30, of: floor)
        let cap: Constraint = a <= 20
        let error = caughtError { () throws(SolverError) in try solver.add(cap) }
        #expect(error == .unsatisfiable(cap, conflictingWith: [floor]))
        expectMinimalConflict(error, refusing: cap, in: solver)
    }

    @Test func largerSystemGenericMinimality() throws {
        // A ladder of 12 variables with required gaps x[i+1] >= x[i] + 1, a floor and a ceiling that
        // leave exactly enough room (x0 >= 0, x11 <= 11), plus unrelated and optional constraints.
        // Tightening the ceiling to x11 <= 10.5 needs the whole ladder and the floor: 12 members.
        let solver = Solver()
        let x = makeVariables(12)
        var needed: [Constraint] = [x[0] >= 0]
        for index in 0..<11 { needed.append(x[index + 1] >= x[index] + 1) }
        try solver.add(needed)
        try solver.add([x[11] <= 11, x[5] <= 100, x[3] >= -100, x[7] == 8 ~ 600, e + f == 2])
        let tighter: Constraint = x[11] <= 10.5
        let conflicts = expectMinimalConflict(caughtError { () throws(SolverError) in try solver.add(tighter) },
                                              refusing: tighter, in: solver)
        #expect(sameConstraintSet(conflicts, needed))
    }

    @Test func aLongEqualityChainIsNamedWhole() throws {
        // x0 == 100 and x[i] == x[i−1] + 1 fix x59 = 159; x59 == 50 needs all 60 of them, and the
        // unrelated constraints added between the links play no part.
        let solver = Solver()
        let x = makeVariables(60)
        var chain: [Constraint] = [x[0] == 100]
        for index in 1..<60 {
            chain.append(x[index] == x[index - 1] + 1)
            try solver.add(chain[index - 1])
            try solver.add(x[index - 1] <= 10_000)
        }
        try solver.add(chain[59])
        let closing: Constraint = x[59] == 50
        let conflicts = expectMinimalConflict(caughtError { () throws(SolverError) in try solver.add(closing) },
                                              refusing: closing, in: solver)
        #expect(sameConstraintSet(conflicts, chain))
    }

    @Test func addIfSatisfiableRefusesWithoutChangingTheSolver() throws {
        let solver = Solver()
        let floor: Constraint = a >= 20
        try solver.add([floor, b == a + 5])
        let cap: Constraint = a <= 10
        #expect(try solver.addIfSatisfiable(cap) == false)
        #expect(!solver.contains(cap))
        #expect(solver.value(of: b) == 25)
        let looser: Constraint = a <= 30
        #expect(try solver.addIfSatisfiable(looser))
        #expect(solver.contains(looser))
        // Other errors still throw, and conflicting sets are computed again afterwards.
        #expect(caughtError { () throws(SolverError) in _ = try solver.addIfSatisfiable(looser) } == .duplicateConstraint(looser))
        #expect(caughtError { () throws(SolverError) in try solver.add(cap) } == .unsatisfiable(cap, conflictingWith: [floor]))
    }
}
