import LayoutSolver
import Testing

/// Random small systems played on LayoutSolver and checked, after every call, against the
/// independent `DenseLexicographicSolver`: the same per-priority violation sums, the required
/// constraints holding, the same accept/refuse decisions, minimal conflicting sets, and refused
/// calls changing nothing.
///
/// Count and seed come from `DifferentialConfiguration` (environment variables). A failure
/// prints the seed, the system's index and the whole call sequence; rerun one system with
/// `LAYOUT_SOLVER_DIFFERENTIAL_SEED=<seed> LAYOUT_SOLVER_DIFFERENTIAL_ONLY=<index>`.
///
/// Each chunk runs in a child process (an exit test): issues recorded there are reported as
/// usual, and if the solver traps, this chunk fails with the calls of the system that crashed
/// (traced to standard error before each call) instead of the whole test run aborting.
@Suite("Differential against the dense reference")
struct DifferentialTests {
    /// Systems are spread over this many test cases, which Swift Testing runs in parallel.
    static let chunkCount = 8

    @Test("Random systems agree with the reference", arguments: 0..<chunkCount)
    func randomSystems(chunk: Int) async {
        let result = await #expect(processExitsWith: .success) { [chunk] in
            DifferentialTests.play(chunk: chunk, traceCalls: false, recordsIssues: true)
        }
        guard result == nil else { return }
        // The child crashed (the expectation above has failed). Replay the chunk, which is
        // deterministic, tracing every call to standard error, to report the crashing sequence.
        let crash = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [chunk] in
            DifferentialTests.play(chunk: chunk, traceCalls: true, recordsIssues: false)
        }
        guard let crash else { return }
        let trace = String(decoding: crash.standardErrorContent, as: UTF8.self)
        Issue.record(Comment(rawValue: Self.crashReport(trace: trace, status: "\(crash.exitStatus)")))
    }

    /// Plays this chunk's share of the configured systems. The first five mismatches are
    /// recorded in full; the rest only counted, in a summary issue.
    static func play(chunk: Int, traceCalls: Bool, recordsIssues: Bool) {
        let configuration = DifferentialConfiguration.fromEnvironment()
        var failures: [Int] = []
        var played = 0
        let indices: [Int] = configuration.only.map { [$0] } ?? Array(0..<configuration.count)
        for index in indices where index % chunkCount == chunk {
            var system = RandomSystem(seed: configuration.seed, index: index, traceCalls: traceCalls)
            played += 1
            if let failure = system.run() {
                failures.append(index)
                if recordsIssues && failures.count <= 5 { Issue.record(Comment(rawValue: failure)) }
            }
        }
        guard recordsIssues else { return }
        if failures.count > 5 {
            Issue.record("""
                chunk \(chunk): \(failures.count) of \(played) systems disagree with the reference \
                (seed \(configuration.seed)); the first five are reported above; indices: \
                \(failures.prefix(50).map(String.init).joined(separator: ", "))\(failures.count > 50 ? ", …" : "")
                """)
        }
        if configuration.only == nil {
            // Every chunk gets its share: guards against a silently empty run.
            #expect(played >= configuration.count / chunkCount)
        }
    }

    /// The calls of the last system traced before a crash.
    static func crashReport(trace: String, status: String) -> String {
        let lines = trace.split(separator: "\n").filter { $0.hasPrefix(RandomSystem.tracePrefix) }
        guard let last = lines.last, let end = last.firstIndex(of: "]") else {
            return "The differential child process ended with \(status) before any call was traced."
        }
        let system = last[...end]
        let calls = lines.filter { $0.hasPrefix(system) }.map { "  " + $0.dropFirst(system.count + 1) }
        return (["The solver crashed (\(status)) in \(system.dropFirst(RandomSystem.tracePrefix.count).dropLast()); "
            + "calls of that system, the last one being the call that crashed:"] + calls).joined(separator: "\n")
    }

    @Test func generatorCoversEveryOperation() async {
        // The generator must really exercise refusals, removals, edits and constant changes.
        // In a child process too, so that a solver trap cannot abort the whole run.
        await #expect(processExitsWith: .success) {
            var totals: [String: Int] = [:]
            for index in 0..<200 {
                var system = RandomSystem(seed: DifferentialConfiguration.defaultSeed, index: index)
                _ = system.run()
                for (kind, count) in system.statistics { totals[kind, default: 0] += count }
            }
            for kind in ["add", "add refused", "bulk", "bulk refused", "remove", "setConstant",
                         "setConstant refused", "setConstants", "setConstants refused", "addEdit", "suggest", "removeEdit", "addStay", "removeStay",
                         "tentative", "tentative refused"] {
                #expect(totals[kind, default: 0] > 0, "no \(kind) in 200 systems: \(totals)")
            }
        }
    }
}

/// One random system: a sequence of solver calls mirrored in a plain model of what the solver
/// should hold, checked against the reference after every call.
struct RandomSystem {
    private var random: SplitMix64
    /// The stream of tentative questions, apart so that the calls above play as without them.
    private var tentativeRandom: SplitMix64
    private let seed: UInt64
    private let index: Int
    private let variables: [Variable]
    /// The optional priorities this system draws from.
    private let levels: [Priority]
    private let solver = Solver()
    private let traceCalls: Bool
    static let tracePrefix = "[differential "

    /// What the solver should hold: constraints in order with the constant in force.
    private var present: [(constraint: Constraint, constant: Double)] = []
    /// Edit variables in the order they were added, with priority and last suggestion.
    private var edits: [(variable: Variable, priority: Priority, value: Double)] = []
    /// Variables with a stay, in the order they got it.
    private var stays: [Variable] = []
    /// The calls so far, for the failure message.
    private var log: [String] = []
    private var nextConstraintNumber = 0
    /// How many calls of each kind were made (for the coverage test).
    private(set) var statistics: [String: Int] = [:]

    static let maximumConstraints = 12

    init(seed: UInt64, index: Int, traceCalls: Bool = false) {
        self.seed = seed
        self.index = index
        self.traceCalls = traceCalls
        // Each system has its own stream, so any one can be replayed alone.
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        random = SplitMix64(seed: mixer.next())
        tentativeRandom = SplitMix64(seed: mixer.next())
        let variableCount = Int.random(in: 2...6, using: &random)
        variables = (0..<variableCount).map { Variable("x\($0)") }
        let pool: [Priority] = [1, 100, 250, 500, 749, 750, 751, 999]
        let levelCount = Int.random(in: 2...4, using: &random)
        levels = Array(pool.shuffled(using: &random).prefix(levelCount)).sorted(by: >)
        announce("variables \(variables.map(\.description)), levels \(levels)")
    }

    /// When tracing, writes the call about to be made to standard error (it survives a crash).
    private func announce(_ call: String) {
        if traceCalls { DifferentialConfiguration.trace("\(Self.tracePrefix)seed \(seed) system \(index)] \(call)") }
    }

    /// Plays the system; nil when everything agreed, else a failure report.
    mutating func run() -> String? {
        let operationCount = Int.random(in: 1...14, using: &random)
        for _ in 0..<operationCount {
            if let problem = step() ?? check() { return report(problem) }
            if Int.random(in: 0...3, using: &tentativeRandom) == 0, let problem = tentative() ?? check() {
                return report(problem)
            }
        }
        return nil
    }

    private func report(_ problem: String) -> String {
        let header = "Differential mismatch: seed \(seed) (0x\(String(seed, radix: 16))), system index \(index); "
            + "reproduce with LAYOUT_SOLVER_DIFFERENTIAL_SEED=\(seed) LAYOUT_SOLVER_DIFFERENTIAL_ONLY=\(index)"
        let levelsText = "variables: \(variables.map(\.description).joined(separator: ", ")); levels: \(levels)"
        return ([header, levelsText, "calls:"] + log.map { "  " + $0 } + ["problem: " + problem]).joined(separator: "\n")
    }

    // MARK: - Random calls

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func randomConstraint() -> Constraint {
        if !present.isEmpty && int(0...9) == 0 {
            // A copy of a present constraint (a new object): redundant equalities and repeated
            // bounds are common in real layouts and easy to get wrong when one copy is removed.
            let original = present[int(0...(present.count - 1))].constraint
            nextConstraintNumber += 1
            return Constraint(original.expression, original.relation, priority: original.priority,
                              name: "c\(nextConstraintNumber)")
        }
        let termCount = int(1...min(3, variables.count))
        var terms: [Term] = []
        for variable in variables.shuffled(using: &random).prefix(termCount) {
            terms.append(Term(variable, randomCoefficient()))
        }
        if int(0...19) == 0 {
            // The same variable twice; the coefficients may cancel.
            terms.append(Term(terms[0].variable, randomCoefficient()))
        }
        let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual][int(0...2)]
        let priority: Priority = int(0...9) < 4 ? .required : levels[int(0...(levels.count - 1))]
        nextConstraintNumber += 1
        return Constraint(Expression(terms, constant: Double(int(-10...10))), relation, priority: priority,
                          name: "c\(nextConstraintNumber)")
    }

    private mutating func randomCoefficient() -> Double {
        int(0...1) == 0 ? [-1.0, 1][int(0...1)] : [-3.0, -2, 2, 3][int(0...3)]
    }

    private mutating func count(_ kind: String) { statistics[kind, default: 0] += 1 }

    /// Makes one random call and checks its immediate outcome; returns a problem or nil.
    private mutating func step() -> String? {
        let roll = int(0...105)
        let canAdd = present.count < Self.maximumConstraints
        switch roll {
        case 0..<40 where canAdd: return add()
        case 40..<50 where canAdd: return bulkAdd()
        case 50..<60 where !present.isEmpty: return remove()
        case 60..<62 where present.count >= 2: return setConstants()
        case 60..<62 where !present.isEmpty: return remove()
        case 62..<75 where !present.isEmpty: return setConstant()
        case 75..<83 where edits.count < variables.count: return addEdit()
        case 83..<95 where !edits.isEmpty: return suggest()
        case 95..<100 where !edits.isEmpty: return removeEdit()
        case 100..<104 where stays.count < variables.count: return addStay()
        case 104..<106 where !stays.isEmpty: return removeStay()
        default: return canAdd ? add() : remove()
        }
    }

    private var requiredRows: [(Constraint, Double)] {
        present.filter { $0.constraint.priority.isRequired }.map { ($0.constraint, $0.constant) }
    }

    private mutating func add() -> String? {
        let constraint = randomConstraint()
        let before = SolverSnapshot(solver, variables: variables)
        announce("add \(constraint)")
        let error = caughtError { () throws(SolverError) in try solver.add(constraint) }
        let feasible = !constraint.priority.isRequired
            || referenceFindsFeasible(requiredRows + [(constraint, constraint.expression.constant)])
        log.append("add \(constraint) -> \(error.map { "refused: \($0)" } ?? "ok")")
        count(error == nil ? "add" : "add refused")
        if feasible {
            if let error { return "the reference finds the add feasible, the solver refused: \(error)" }
            present.append((constraint, constraint.expression.constant))
            return nil
        }
        guard let error else { return "the reference finds the add infeasible, the solver accepted it" }
        return checkRefusal(error, candidates: [constraint], allowedMembers: requiredRows, before: before)
    }

    private mutating func bulkAdd() -> String? {
        let size = min(int(1...4), Self.maximumConstraints - present.count)
        var batch: [Constraint] = []
        for _ in 0..<size { batch.append(randomConstraint()) }
        let before = SolverSnapshot(solver, variables: variables)
        announce("add [\(batch.map(\.description).joined(separator: ", "))]")
        let error = caughtError { () throws(SolverError) in try solver.add(batch) }
        let batchRequired = batch.filter(\.priority.isRequired).map { ($0, $0.expression.constant) }
        let feasible = referenceFindsFeasible(requiredRows + batchRequired)
        log.append("add [\(batch.map(\.description).joined(separator: ", "))] -> "
            + (error.map { "refused: \($0)" } ?? "ok"))
        count(error == nil ? "bulk" : "bulk refused")
        if feasible {
            if let error { return "the reference finds the batch feasible, the solver refused: \(error)" }
            present += batch.map { ($0, $0.expression.constant) }
            return nil
        }
        guard let error else { return "the reference finds the batch infeasible, the solver accepted it" }
        return checkRefusal(error, candidates: batch, allowedMembers: requiredRows + batchRequired, before: before)
    }

    private mutating func remove() -> String? {
        let position = int(0...(present.count - 1))
        let constraint = present[position].constraint
        announce("remove \(constraint.name ?? "?")")
        let error = caughtError { () throws(SolverError) in try solver.remove(constraint) }
        log.append("remove \(constraint.name ?? "?") -> \(error.map { "refused: \($0)" } ?? "ok")")
        count("remove")
        if let error { return "remove refused: \(error)" }
        present.remove(at: position)
        return nil
    }

    /// Two to four constant changes in one `setConstants` call: the outcome of separate calls
    /// in order, up to the first that the required constraints cannot take.
    private mutating func setConstants() -> String? {
        var changes: [(constant: Double, constraint: Constraint)] = []
        var positions: [Int] = []
        for _ in 0..<int(2...4) {
            let position = int(0...(present.count - 1))
            positions.append(position)
            changes.append((Double(int(-12...12)), present[position].constraint))
        }
        let text = changes.map { "\(formatted($0.constant)) of \($0.constraint.name ?? "?")" }.joined(separator: ", ")
        announce("setConstants(\(text))")
        let error = caughtError { () throws(SolverError) in try solver.setConstants(changes) }
        log.append("setConstants(\(text)) -> " + (error.map { "refused: \($0)" } ?? "ok"))
        count(error == nil ? "setConstants" : "setConstants refused")
        for (position, change) in zip(positions, changes) {
            var others = requiredRows
            others.removeAll { $0.0 === change.constraint }
            if change.constraint.priority.isRequired && !referenceFindsFeasible(others + [(change.constraint, change.constant)]) {
                guard let error else { return "the reference finds \(text) infeasible, the solver accepted it" }
                guard case .unsatisfiable = error else { return "setConstants refused with \(error), not as unsatisfiable" }
                return nil
            }
            present[position].constant = change.constant
        }
        if let error { return "the reference finds \(text) feasible, the solver refused: \(error)" }
        return nil
    }

    private mutating func setConstant() -> String? {
        let position = int(0...(present.count - 1))
        let constraint = present[position].constraint
        let constant = Double(int(-12...12))
        let before = SolverSnapshot(solver, variables: variables)
        announce("setConstant(\(formatted(constant)), of: \(constraint.name ?? "?"))")
        let error = caughtError { () throws(SolverError) in try solver.setConstant(constant, of: constraint) }
        var others = requiredRows
        others.removeAll { $0.0 === constraint }
        let feasible = !constraint.priority.isRequired || referenceFindsFeasible(others + [(constraint, constant)])
        log.append("setConstant(\(formatted(constant)), of: \(constraint.name ?? "?")) -> "
            + (error.map { "refused: \($0)" } ?? "ok"))
        count(error == nil ? "setConstant" : "setConstant refused")
        if feasible {
            if let error { return "the reference finds the constant feasible, the solver refused: \(error)" }
            present[position].constant = constant
            return nil
        }
        guard let error else { return "the reference finds the constant infeasible, the solver accepted it" }
        return checkRefusal(error, candidates: [constraint], allowedMembers: others, before: before,
                            failingConstant: constant)
    }

    private mutating func addEdit() -> String? {
        let candidates = variables.filter { variable in !edits.contains { $0.variable == variable } }
        let variable = candidates[int(0...(candidates.count - 1))]
        let priority = levels[int(0...(levels.count - 1))]
        announce("addEditVariable(\(variable), priority: \(priority))")
        let error = caughtError { () throws(SolverError) in try solver.addEditVariable(variable, priority: priority) }
        log.append("addEditVariable(\(variable), priority: \(priority)) -> \(error.map { "refused: \($0)" } ?? "ok")")
        count("addEdit")
        if let error { return "addEditVariable refused: \(error)" }
        edits.append((variable, priority, 0))
        return nil
    }

    private mutating func suggest() -> String? {
        // One to three suggestions before the values are read: they are solved together.
        for _ in 0..<int(1...3) {
            let position = int(0...(edits.count - 1))
            let value = Double(int(-30...30)) / 2
            announce("suggestValue(\(formatted(value)), for: \(edits[position].variable))")
            let error = caughtError { () throws(SolverError) in try solver.suggestValue(value, for: edits[position].variable) }
            log.append("suggestValue(\(formatted(value)), for: \(edits[position].variable)) -> "
                + (error.map { "refused: \($0)" } ?? "ok"))
            count("suggest")
            if let error { return "suggestValue refused: \(error)" }
            edits[position].value = value
        }
        if int(0...1) == 0 {
            announce("updateVariables()")
            solver.updateVariables()
            log.append("updateVariables()")
        }
        return nil
    }

    private mutating func removeEdit() -> String? {
        let position = int(0...(edits.count - 1))
        let variable = edits[position].variable
        announce("removeEditVariable(\(variable))")
        let error = caughtError { () throws(SolverError) in try solver.removeEditVariable(variable) }
        log.append("removeEditVariable(\(variable)) -> \(error.map { "refused: \($0)" } ?? "ok")")
        count("removeEdit")
        if let error { return "removeEditVariable refused: \(error)" }
        edits.remove(at: position)
        return nil
    }

    /// A stay is the weakest optional constraint `variable == 0`; one on a variable that
    /// required equalities fix waits in the solver until a removal frees the variable.
    private mutating func addStay() -> String? {
        let variable = variables.filter { !stays.contains($0) }[int(0...(variables.count - stays.count - 1))]
        announce("addStay(\(variable))")
        solver.addStay(variable)
        log.append("addStay(\(variable))")
        count("addStay")
        stays.append(variable)
        return solver.hasStay(variable) ? nil : "hasStay(\(variable)) is false after addStay"
    }

    private mutating func removeStay() -> String? {
        let variable = stays.remove(at: int(0...(stays.count - 1)))
        announce("removeStay(\(variable))")
        solver.removeStay(variable)
        log.append("removeStay(\(variable))")
        count("removeStay")
        return solver.hasStay(variable) ? "hasStay(\(variable)) is true after removeStay" : nil
    }

    /// Asks for a value with a constraint added tentatively: the answer must be the one
    /// `withRollback` gives, and the solver must be left exactly as it was.
    private mutating func tentative() -> String? {
        swap(&random, &tentativeRandom)
        defer { swap(&random, &tentativeRandom) }
        // Now and then a constraint the solver holds, which both must refuse.
        let constraint = !present.isEmpty && int(0...7) == 0
            ? present[int(0...(present.count - 1))].constraint : randomConstraint()
        let variable = variables[int(0...(variables.count - 1))]
        let before = SolverSnapshot(solver, variables: variables)
        announce("tentative \(constraint), value of \(variable)")
        let expected: Double? = solver.withRollback {
            (try? solver.add(constraint)) != nil ? solver.value(of: variable) : nil
        }
        let answer = solver.value(of: variable, withTentative: constraint)
        log.append("tentative \(constraint), value of \(variable) -> \(answer.map(formatted) ?? "refused")")
        count(answer == nil ? "tentative refused" : "tentative")
        if SolverSnapshot(solver, variables: variables) != before { return "the tentative constraint changed the solver" }
        switch (expected, answer) {
        case (nil, nil):
            return nil
        case let (expected?, answer?) where abs(expected - answer) <= 1e-9 * max(1, abs(expected)):
            return nil
        default:
            return "the tentative value is \(String(describing: answer)), withRollback gives \(String(describing: expected))"
        }
    }

    // MARK: - Checks

    /// A refusal must be `.unsatisfiable` for one of `candidates`, blame a minimal set drawn from
    /// `allowedMembers` (infeasible with the refused constraint, feasible without any one member,
    /// both decided by the reference), and leave the solver exactly as before.
    private func checkRefusal(
        _ error: SolverError, candidates: [Constraint], allowedMembers: [(Constraint, Double)],
        before: SolverSnapshot, failingConstant: Double? = nil
    ) -> String? {
        if SolverSnapshot(solver, variables: variables) != before { return "the refused call changed the solver" }
        guard let (failing, conflicts) = unsatisfiableParts(error) else { return "expected .unsatisfiable, got \(error)" }
        guard candidates.contains(where: { $0 === failing }) else { return "blamed a constraint that was not added: \(failing)" }
        let failingItem = (failing, failingConstant ?? failing.expression.constant)
        var members: [(Constraint, Double)] = []
        for member in conflicts {
            guard let item = allowedMembers.first(where: { $0.0 === member }), member !== failing else {
                return "conflicting set member \(member) is not a present required constraint"
            }
            members.append(item)
        }
        if Set(conflicts.map(ObjectIdentifier.init)).count != conflicts.count { return "conflicting set repeats a member" }
        if referenceFindsFeasible(members + [failingItem]) {
            return "conflicting set \(conflicts) is feasible with \(failing) according to the reference"
        }
        for position in members.indices {
            var rest = members
            let dropped = rest.remove(at: position)
            if !referenceFindsFeasible(rest + [failingItem]) {
                return "conflicting set \(conflicts) is not minimal: \(dropped.0) is not needed"
            }
        }
        return nil
    }

    /// Compares the solver's current state with the model and the reference.
    private func check() -> String? {
        // Bookkeeping: constraints, constants, edit variables.
        let listed = solver.constraints
        if !sameConstraints(listed, present.map(\.constraint)) {
            return "constraints lists \(listed.map { $0.name ?? "?" }), expected \(present.map { $0.constraint.name ?? "?" })"
        }
        for (constraint, constant) in present where solver.constant(of: constraint) != constant {
            return "constant(of: \(constraint.name ?? "?")) is \(String(describing: solver.constant(of: constraint))), expected \(constant)"
        }
        for variable in variables {
            let edit = edits.first { $0.variable == variable }
            if solver.containsEditVariable(variable) != (edit != nil) || solver.suggestedValue(for: variable) != edit?.value {
                return "edit state of \(variable) differs from the model"
            }
        }

        // Values: required constraints hold, and every priority's violation sum is optimal.
        announce("(read values)")
        let values = variables.map { solver.value(of: $0) }
        if let bad = values.firstIndex(where: { !$0.isFinite }) { return "value of \(variables[bad]) is \(values[bad])" }
        let indices = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        var problem = ReferenceProblem(variableCount: variables.count)
        var solverSums: [Float: Double] = [:]
        var scales: [Float: Double] = [:]
        for (constraint, constant) in present {
            let row = referenceRow(constraint, constant: constant, indices: indices)
            let violation = row.violation(at: values)
            let scale = abs(constant) + zip(row.coefficients, values).reduce(0) { $0 + abs($1.0 * $1.1) }
            if constraint.priority.isRequired {
                problem.required.append(row)
                if violation > 1e-7 * max(1, scale) {
                    return "required \(constraint) is violated by \(violation); values \(values)"
                }
            } else {
                let level = constraint.priority.rawValue
                problem.optional.append((level, row))
                solverSums[level, default: 0] += violation
                scales[level, default: 0] += scale
            }
        }
        for edit in edits {
            var coefficients = [Double](repeating: 0, count: variables.count)
            coefficients[indices[edit.variable]!] = 1
            let row = ReferenceRow(coefficients: coefficients, constant: -edit.value, relation: .equal)
            let level = edit.priority.rawValue
            problem.optional.append((level, row))
            solverSums[level, default: 0] += row.violation(at: values)
            scales[level, default: 0] += abs(edit.value) + abs(values[indices[edit.variable]!])
        }
        for variable in stays {
            var coefficients = [Double](repeating: 0, count: variables.count)
            coefficients[indices[variable]!] = 1
            let level: Float = 0.5
            problem.optional.append((level, ReferenceRow(coefficients: coefficients, constant: 0, relation: .equal)))
            solverSums[level, default: 0] += abs(values[indices[variable]!])
            scales[level, default: 0] += abs(values[indices[variable]!])
        }
        guard let reference = DenseLexicographicSolver.solve(problem) else {
            return "the reference finds the present required constraints infeasible (model error)"
        }
        for (level, expected) in reference.levelSums {
            let actual = solverSums[level] ?? 0
            let tolerance = 1e-6 * max(1, abs(expected), scales[level] ?? 0)
            if abs(actual - expected) > tolerance {
                let sums = reference.levelSums.map { "@\(Priority($0.priority)): solver \(solverSums[$0.priority] ?? 0), reference \($0.sum)" }
                return "violation sum at priority \(Priority(level)) is \(actual), the optimum is \(expected)\n  "
                    + sums.joined(separator: "\n  ") + "\n  solver values \(values)\n  reference values \(reference.values)"
            }
        }
        return nil
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
