import LayoutSolver
import Testing

/// `setConstants(_:)` has the outcome of `setConstant(_:of:)` called for each change in order.
@Suite("setConstants")
struct SetConstantsTests {
    let x = Variable("x"), y = Variable("y"), width = Variable("width")

    @Test func optionalChangesInOneStepGiveTheValuesOfSeparateCalls() throws {
        // A label's height hugged at 250 and held at 750 towards its text, under a required
        // container: x + height <= 100.
        func system() throws -> (Solver, [Constraint]) {
            let solver = Solver()
            let hug: Constraint = y <= 20 ~ 250, hold: Constraint = y >= 20 ~ 750
            let pull: Constraint = x == 30 ~ 500
            try solver.add([x + y <= 100, x >= 0, hug, hold, pull, width == 2 * y ~ 250])
            return (solver, [hug, hold, pull])
        }
        let (batched, batchedParts) = try system()
        let (separate, separateParts) = try system()
        let constants: [Double] = [-90, -90, -50]
        try batched.setConstants(Array(zip(constants, batchedParts)).map { (constant: $0.0, constraint: $0.1) })
        for (constant, part) in zip(constants, separateParts) { try separate.setConstant(constant, of: part) }
        // x wants 50 at 500, the height 90 at 750: the stronger height wins, x = 10.
        for variable in [x, y, width] {
            #expect(abs(batched.value(of: variable) - separate.value(of: variable)) < 1e-9)
        }
        #expect(abs(batched.value(of: y) - 90) < 1e-9 && abs(batched.value(of: x) - 10) < 1e-9)
        #expect(batchedParts.map { batched.constant(of: $0) } == constants)
    }

    @Test func aRequiredChangeThatCannotHoldThrowsAndKeepsTheChangesBeforeIt() throws {
        let solver = Solver()
        let floor: Constraint = x >= 10, ceiling: Constraint = x <= 50, target: Constraint = x == 0 ~ 250
        try solver.add([floor, ceiling, target])
        // The floor moves to 20, then past the ceiling: the second change fails, the first stays.
        let error = caughtError { () throws(SolverError) in
            try solver.setConstants([(constant: -20, constraint: floor), (constant: -60, constraint: floor),
                                     (constant: -5, constraint: target)])
        }
        guard case .unsatisfiable = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(solver.constant(of: floor) == -20 && solver.constant(of: target) == 0)
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
    }

    @Test func anUnknownConstraintThrowsAfterTheChangesBeforeIt() throws {
        let solver = Solver()
        let pull: Constraint = x == 10 ~ 500
        try solver.add(pull)
        let stranger: Constraint = y == 3 ~ 500
        let error = caughtError { () throws(SolverError) in
            try solver.setConstants([(constant: -40, constraint: pull), (constant: 1, constraint: stranger)])
        }
        guard case .unknownConstraint = error else {
            Issue.record("expected unknownConstraint, got \(String(describing: error))")
            return
        }
        #expect(solver.constant(of: pull) == -40 && abs(solver.value(of: x) - 40) < 1e-9)
    }
}
