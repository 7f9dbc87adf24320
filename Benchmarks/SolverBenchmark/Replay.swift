import LayoutSolver

/// The outcome of one run of a workload.
struct RunResult {
    /// Microseconds spent creating `Variable`, `Expression` and `Constraint` objects.
    var createMicroseconds: Double
    /// Microseconds spent in solver calls, `updateVariables()` included.
    var solveMicroseconds: Double
    /// The check text after `|`.
    var check: String
}

/// Microseconds elapsed between two instants of the monotonic `ContinuousClock`.
@inline(__always)
func microseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
    let parts = (end - start).components
    return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) * 1e-12
}

/// Replays workloads on `LayoutSolver` with the timing rules of `kiwisolver_bench.py`'s
/// `build` and `run_once`.
struct Replayer {
    /// How a `build` workload adds its base constraints (edit and churn builds, untimed, always
    /// add them one by one like Kiwi).
    var buildAddMode: AddMode
    /// How `churn-bulk` adds and removes its churn constraints.
    var churnMode: AddMode

    private let clock = ContinuousClock()

    /// A built solver with its variables and the times of the build.
    private struct Built {
        let solver: Solver
        let variables: [Variable]
        let createMicroseconds: Double
        let solveMicroseconds: Double

        /// The solver's current value of variable number `index`.
        var values: (Int) -> Double {
            { [solver, variables] index in solver.value(of: variables[index]) }
        }
    }

    /// Creates the variables and base constraints, then adds edit variables, the constraints and
    /// the initial suggestions, and updates: `build` in the Python script.
    private func build(_ workload: Workload, mode: AddMode) throws -> Built {
        let spec = workload.spec
        let t0 = clock.now
        var variables: [Variable] = []
        variables.reserveCapacity(spec.variableCount)
        for _ in 0..<spec.variableCount { variables.append(Variable()) }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(workload.base.count)
        for prepared in workload.base { constraints.append(prepared.make(variables)) }
        let t1 = clock.now
        let solver = Solver()
        for edit in workload.edits { try solver.addEditVariable(variables[edit.variable], priority: edit.priority) }
        switch mode {
        case .single: for constraint in constraints { try solver.add(constraint) }
        case .bulk: try solver.add(constraints)
        }
        for suggestion in spec.initial { try solver.suggestValue(suggestion.value, for: variables[suggestion.variable]) }
        solver.updateVariables()
        let t2 = clock.now
        return Built(solver: solver, variables: variables,
                     createMicroseconds: microseconds(from: t0, to: t1),
                     solveMicroseconds: microseconds(from: t1, to: t2))
    }

    /// One run of `workload`: `run_once` in the Python script.
    func runOnce(_ workload: Workload) throws -> RunResult {
        let spec = workload.spec
        if spec.kind == .build {
            let built = try build(workload, mode: buildAddMode)
            let values = built.values
            return RunResult(createMicroseconds: built.createMicroseconds, solveMicroseconds: built.solveMicroseconds,
                             check: Check.text(spec: spec, value: values, current: spec.initial))
        }
        let built = try build(workload, mode: .single)  // untimed
        let solver = built.solver, variables = built.variables, values = built.values
        if spec.kind == .edit {
            let t0 = clock.now
            for step in spec.steps {
                for suggestion in step { try solver.suggestValue(suggestion.value, for: variables[suggestion.variable]) }
                solver.updateVariables()
            }
            let t1 = clock.now
            let current = Check.currentSuggestions(initial: spec.initial, lastStep: spec.steps.last ?? [])
            return RunResult(createMicroseconds: 0, solveMicroseconds: microseconds(from: t0, to: t1),
                             check: Check.text(spec: spec, value: values, current: current))
        }
        let t0 = clock.now
        var churn: [Constraint] = []
        churn.reserveCapacity(workload.churn.count)
        for prepared in workload.churn { churn.append(prepared.make(variables)) }
        let t1 = clock.now
        if spec.kind == .churnBulk {
            switch churnMode {
            case .single: for constraint in churn { try solver.add(constraint) }
            case .bulk: try solver.add(churn)
            }
            solver.updateVariables()
            let tm = clock.now
            let afterAdd = Check.text(spec: spec, value: values, current: spec.initial, extra: spec.churn)
            let tm2 = clock.now
            switch churnMode {
            case .single: for constraint in churn { try solver.remove(constraint) }
            case .bulk: try solver.remove(churn)
            }
            solver.updateVariables()
            let t2 = clock.now
            let afterRemove = Check.text(spec: spec, value: values, current: spec.initial)
            return RunResult(createMicroseconds: microseconds(from: t0, to: t1),
                             solveMicroseconds: microseconds(from: t1, to: tm) + microseconds(from: tm2, to: t2),
                             check: "after_add: " + afterAdd + " | after_remove: " + afterRemove)
        }
        for constraint in churn {
            try solver.add(constraint)
            solver.updateVariables()
            try solver.remove(constraint)
            solver.updateVariables()
        }
        let t2 = clock.now
        return RunResult(createMicroseconds: microseconds(from: t0, to: t1), solveMicroseconds: microseconds(from: t1, to: t2),
                         check: "after: " + Check.text(spec: spec, value: values, current: spec.initial))
    }
}
