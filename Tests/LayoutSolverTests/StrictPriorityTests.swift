import LayoutSolver
import Testing

/// Optional priorities are strictly ordered; within one priority violations weigh equally.
@Suite("Strict priority")
struct StrictPriorityTests {
    let x = Variable("x"), y = Variable("y")

    @Test func oneAt751BeatsAHundredAt750() throws {
        // Weighted solvers would let 100 × |x − 10| outweigh 1 × |x|; strict order gives x = 0.
        let solver = Solver()
        try solver.add(x == 0 ~ 751)
        for _ in 0..<100 { try solver.add(x == 10 ~ 750) }
        #expect(abs(solver.value(of: x)) < 1e-12)
    }

    @Test func oneAt751BeatsAHundredAt750AddedFirst() throws {
        // The same with the many added before the one, and as a batch.
        let solver = Solver()
        try solver.add((0..<100).map { _ in x == 10 ~ 750 })
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
        try solver.add(x == 0 ~ 751)
        #expect(abs(solver.value(of: x)) < 1e-12)
    }

    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        // 750.5 outranks 750, however many there are.
        let solver = Solver()
        for _ in 0..<50 { try solver.add(x >= 20 ~ 750) }
        try solver.add(x <= 5 ~ 750.5)
        #expect(abs(solver.value(of: x) - 5) < 1e-12)
    }

    @Test func inequalitiesAtAHigherLevelWin() throws {
        // x >= 10 at 751 against fifty x <= 0 at 750: x = 10.
        let solver = Solver()
        for _ in 0..<50 { try solver.add(x <= 0 ~ 750) }
        try solver.add(x >= 10 ~ 751)
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
    }

    @Test func withinALevelTheMajorityWins() throws {
        // At one level, |x − 10| + |x − 10| + |x| is smallest at x = 10 (cost 10 there, more elsewhere).
        let solver = Solver()
        try solver.add(x == 10 ~ 500)
        try solver.add(x == 10 ~ 500)
        try solver.add(x == 0 ~ 500)
        #expect(abs(solver.value(of: x) - 10) < 1e-12)
    }

    @Test func equalWeightMeansAbsoluteViolationsAddUp() throws {
        // At 500: x == 0 (weight 1) and 2x == 12 (its violation |2x − 12| counts double) → x = 6,
        // since the sum |x| + |2x − 12| falls with slope −1 on [0, 6] and rises after.
        let solver = Solver()
        try solver.add(x == 0 ~ 500)
        try solver.add(2 * x == 12 ~ 500)
        #expect(abs(solver.value(of: x) - 6) < 1e-12)
    }

    @Test func lowerLevelsChooseAmongHigherOptima() throws {
        // Level 900 only fixes x + y = 10; level 500 then picks x = 3, so y = 7; y == 100 at 100
        // cannot move anything without hurting a higher level.
        let solver = Solver()
        try solver.add(x + y == 10 ~ 900)
        try solver.add(x == 3 ~ 500)
        try solver.add(y == 100 ~ 100)
        #expect(abs(solver.value(of: x) - 3) < 1e-12)
        #expect(abs(solver.value(of: y) - 7) < 1e-12)
    }

    @Test func lowestAndHighestOptionalPriorities() throws {
        let solver = Solver()
        try solver.add(x == 1 ~ 1)
        try solver.add(x == 2 ~ 999)
        #expect(abs(solver.value(of: x) - 2) < 1e-12)
    }

    @Test func requiredBeatsEveryOptionalLevel() throws {
        let solver = Solver()
        try solver.add(x <= 4)
        for priority in [999, 998, 751, 750] as [Priority] { try solver.add(x == 50 ~ priority) }
        #expect(abs(solver.value(of: x) - 4) < 1e-12)
    }
}
