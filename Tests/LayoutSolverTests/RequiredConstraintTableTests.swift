@testable import LayoutSolver
import Testing

/// The rounding check reads the required constraints from `RequiredConstraintTable`, kept by
/// `ConstraintRecords` as constraints come and go and constants change. A table that fell out
/// of step would report violations of constraints that hold, or miss those that do not.
@Suite("Required constraint table")
struct RequiredConstraintTableTests {
    /// Every record of a required constraint points at a live entry with its constraint's key,
    /// relation, constant and terms; no other entry is live.
    func expectTableMatchesRecords(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
        let table = solver.records.required
        var live = 0
        for record in solver.records.values where record.level < 0 {
            let index = Int(record.requiredEntry)
            #expect(index >= 0 && index < table.entries.count, sourceLocation: sourceLocation)
            guard index >= 0 && index < table.entries.count else { continue }
            let entry = table.entries[index]
            #expect(entry.isLive && entry.key == ObjectIdentifier(record.constraint), sourceLocation: sourceLocation)
            #expect(entry.constant == record.constant && entry.relation == record.constraint.relation, sourceLocation: sourceLocation)
            let terms = record.constraint.expression.terms
            let start = Int(entry.start)
            #expect(Int(entry.count) == terms.count, sourceLocation: sourceLocation)
            let written = table.terms[start..<(start + terms.count)]
            #expect(written.map(\.coefficient) == terms.map(\.coefficient), sourceLocation: sourceLocation)
            let symbols = terms.map { solver.tableau.externalSymbols[$0.variable.id].map(Int32.init) }
            #expect(written.map(\.symbol) == symbols, sourceLocation: sourceLocation)
            live += 1
        }
        #expect(table.entries.filter(\.isLive).count == live, sourceLocation: sourceLocation)
    }

    @Test func removingMostConstraintsDropsTheDeadEntriesAndRenumbersTheRest() throws {
        let solver = Solver(), x = makeVariables(200)
        var constraints: [Constraint] = []
        for index in 0..<200 {
            let constraint = index == 0 ? x[0] == 5 : x[index] == x[index - 1] + 2
            constraints.append(constraint)
        }
        try solver.add(constraints)
        // An optional constraint has no entry.
        try solver.add(Constraint(x[3] - 40, .equal, priority: .defaultLow))
        expectTableMatchesRecords(solver)
        #expect(solver.records.required.entries.count == 200)
        // Removing 150 of the chain's links leaves more dead entries than live: they are dropped.
        for index in stride(from: 199, to: 49, by: -1) { try solver.remove(constraints[index]) }
        let compacted = solver.records.required
        #expect(compacted.entries.count < 200 && compacted.deadCount < compacted.entries.count)
        expectTableMatchesRecords(solver)
        // The check still reads the right constraint: x49 == x48 + 2 is off by 3 once x49's row
        // drifts to 106, relative to 1 + |−2| + |x49| + |x48| = 3 + 106 + 101.
        let symbol = try #require(solver.tableau.externalSymbols[x[49].id])
        let slot = solver.tableau.basicRow[symbol]
        try #require(slot >= 0)
        solver.tableau.touchRow(slot)
        solver.tableau.rows[slot].constant += 3
        #expect(abs(solver.requiredViolation - 3.0 / (3 + 106 + 101)) < 1e-12)
    }

    @Test func entriesFollowTheOrderTheConstraintsWereAddedIn() throws {
        // The check reads the tableau in this order.
        let solver = Solver(), x = makeVariables(100)
        var constraints: [Constraint] = [x[0] == 0]
        for index in 1..<100 { constraints.append(x[index] >= x[index - 1] + 1) }
        // One batch, then one by one.
        try solver.add(Array(constraints[..<60]))
        for constraint in constraints[60...] { try solver.add(constraint) }
        let table = solver.records.required
        #expect(table.entries.map(\.key) == constraints.map(ObjectIdentifier.init))
    }

    @Test func aChangedConstantReachesTheTable() throws {
        let solver = Solver(), x = makeVariables(2)
        let gap = x[1] == x[0] + 8
        try solver.add([x[0] == 10, gap])
        try solver.setConstant(-30, of: gap)
        try solver.setConstants([(-12, gap)])
        #expect(solver.value(of: x[1]) == 22)
        expectTableMatchesRecords(solver)
        // With a stale constant in the table (-8 or -30), the solution would break it by 4 or 18.
        #expect(solver.requiredViolation == 0)
    }

    @Test func aRefusedBatchLeavesNoEntries() throws {
        let solver = Solver(), x = makeVariables(3)
        try solver.add(x[0] == 10)
        #expect(throws: SolverError.self) { try solver.add([x[1] == x[0] + 1, x[2] == 4, x[0] == 11]) }
        expectTableMatchesRecords(solver)
        #expect(solver.records.required.entries.filter(\.isLive).count == 1)
        #expect(solver.requiredViolation == 0)
    }

    @Test func aRefusedConstantKeepsItsOldConstantInTheTable() throws {
        let solver = Solver(), x = makeVariables(2)
        let low = x[0] >= 0, high = x[0] <= 50
        try solver.add([low, high, x[1] == x[0] + 1])
        // x0 <= 80 is kept; x0 >= 90 then contradicts it and is refused.
        #expect(throws: SolverError.self) { try solver.setConstants([(-80, high), (-90, low)]) }
        #expect(solver.constant(of: high) == -80 && solver.constant(of: low) == 0)
        expectTableMatchesRecords(solver)
        #expect(solver.requiredViolation == 0)
    }

    @Test func aRebuildWritesTheTableAgain() throws {
        let solver = Solver(), x = makeVariables(3)
        let constraints = [x[0] == 10, x[1] == x[0] + 5, x[2] >= x[1] + 1]
        try solver.add(constraints)
        try solver.remove(constraints[1])
        try solver.add(x[1] == x[0] * 2)
        expectTableMatchesRecords(solver)
        #expect(solver.rebuild())
        #expect(solver.records.required.entries.count == 3)
        #expect(solver.records.required.deadCount == 0)
        expectTableMatchesRecords(solver)
    }
    /// A removed record's place goes to the last record: every constraint left must still be
    /// found, with its own constant, and take a new one.
    @Test func recordsRemovedFromTheMiddleLeaveTheRestFindable() throws {
        let solver = Solver(), x = makeVariables(120)
        var constraints: [Constraint] = []
        for index in 0..<120 {
            constraints.append(index % 2 == 0 ? x[index] == Double(index) : x[index] >= x[index - 1] + 1)
        }
        try solver.add(constraints)
        var generator = SplitMix64(seed: 11)
        var removed = Set<Int>()
        while removed.count < 60 {
            let index = Int(generator.next() % 120)
            guard removed.insert(index).inserted else { continue }
            try solver.remove(constraints[index])
        }
        for (index, constraint) in constraints.enumerated() {
            #expect(solver.contains(constraint) == !removed.contains(index), "constraint \(index)")
            if !removed.contains(index) {
                #expect(solver.constant(of: constraint) == constraint.expression.constant, "constraint \(index)")
            }
        }
        #expect(solver.constraints.count == 60)
        let survivor = try #require((0..<120).first { $0 % 2 == 0 && !removed.contains($0) })
        try solver.setConstant(-500, of: constraints[survivor])
        #expect(solver.value(of: x[survivor]) == 500)
        expectTableMatchesRecords(solver)
    }
}
