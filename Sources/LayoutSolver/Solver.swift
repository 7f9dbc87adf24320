/// An incremental solver for linear constraints with UIKit-style priorities.
///
/// Required constraints (priority 1000) always hold while they can hold together. Optional ones
/// are satisfied in strict priority order: the total violation at a priority is minimised before
/// anything lower is considered, and within one priority every constraint weighs the same.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left >= 0)
/// try solver.add(width == 100 | .defaultHigh)
/// try solver.addEditVariable(left, priority: .defaultLow)
/// try solver.suggestValue(20, for: left)
/// solver.updateVariables()
/// solver.value(of: left)   // 20
/// ```
///
/// Every call that throws leaves the solver exactly as it was. Results are deterministic: the
/// same sequence of calls gives the same values.
public final class Solver {
    // The solver is not shared between threads and calls no user code while it works (the body
    // of `withRollback(_:)` runs between accesses, not inside one), so its properties skip the
    // runtime exclusivity checks.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The record of each constraint in the solver, by identity.
    @exclusivity(unchecked) var records = ConstraintRecords()
    /// The edit variables and the constraint that carries each one's suggested value.
    @exclusivity(unchecked) var edits: [Variable: EditRecord] = [:]
    /// The stay of each variable that has one, by variable id, entered in the tableau or dormant.
    @exclusivity(unchecked) var stays = KeyedValues<Constraint>()
    /// The variables whose stays are dormant (see `addStays(_:)`), in the order they came.
    @exclusivity(unchecked) var dormantStays: [Variable] = []
    /// Whether a required equality left since the dormant stays were last looked at.
    @exclusivity(unchecked) var mayHaveUnfixedDormantStays = false
    /// Increases with every added constraint; orders constraints by when they were added.
    @exclusivity(unchecked) var nextSequence = 0
    /// Whether a refused required constraint gets a minimal conflicting set (off in probes).
    @exclusivity(unchecked) var computesConflicts = true
    /// Whether suggested values or constants changed since the last optimisation.
    @exclusivity(unchecked) var needsDualOptimization = false
    /// The largest coefficient and the largest constant of the constraints held so far.
    @exclusivity(unchecked) var largestCoefficient = 0.0, largestConstant = 0.0
    /// The terms of the last row made, kept for the capacity of their buffer.
    @exclusivity(unchecked) var termBuffer: [(symbol: Int, coefficient: Double)] = []
    /// What the next `requiredViolationOfChanges()` has to look at.
    @exclusivity(unchecked) var roundingWatch = RoundingWatch()

    /// Creates an empty solver.
    public init() {}

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        records.contains(ObjectIdentifier(constraint))
    }

    /// Whether `variable` is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// The value of `variable` in the current solution; 0 for a variable the solver has not seen.
    public func value(of variable: Variable) -> Double {
        resolvePendingEdits()
        return tableau.value(ofExternal: variable.id)
    }

    /// The values of the four variables whose ids run from `first` to `first + 3`, in id order;
    /// 0 for any the solver has not seen. A client that keeps an item's variables in a block of
    /// consecutive ids (`Variable.reserveIDs(alignedBlockOf:)`) reads the block in one call,
    /// without making a `Variable` for each.
    package func values(ofFourIDsFrom first: Int) -> SIMD4<Double> {
        resolvePendingEdits()
        return SIMD4(tableau.value(ofExternal: first), tableau.value(ofExternal: first + 1),
                     tableau.value(ofExternal: first + 2), tableau.value(ofExternal: first + 3))
    }

    /// Brings every value up to date after suggested values or constants changed.
    ///
    /// Values read through `value(of:)` are always current; this call exists so that a batch of
    /// suggestions is solved in one step at a moment the caller chooses.
    public func updateVariables() {
        resolvePendingEdits()
    }

    /// The ids of the variables whose values may have changed since the previous call, or nil
    /// when any value may have changed: on the first call, and after `reset()`, `rebuild()` or
    /// a refused change.
    ///
    /// A variable is reported when its value may have moved since `value(of:)` last read it,
    /// once until it is read again. A caller that reads every reported variable again is told
    /// of every later change; ids may be reported for values that end where they began.
    public func takeChangedVariableIDs() -> [Int]? {
        resolvePendingEdits()
        return tableau.links.takeChangedIDs()
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        records = ConstraintRecords()
        edits = [:]
        stays = KeyedValues()
        dormantStays = []
        mayHaveUnfixedDormantStays = false
        needsDualOptimization = false
        largestCoefficient = 0
        largestConstant = 0
        roundingWatch = RoundingWatch()
    }

    /// Solves what suggested values left pending; nothing in the common case, which every read
    /// of a value checks.
    @inline(__always)
    func resolvePendingEdits() {
        if needsDualOptimization { solvePendingEdits() }
    }

    private func solvePendingEdits() {
        needsDualOptimization = false
        // Suggestions only move optional edit constraints, which can always give way.
        let conflict = tableau.dualOptimize()
        assert(conflict == nil, "suggested values cannot make the required constraints infeasible")
        tableau.optimize()
    }
}

/// What the solver keeps about one edit variable.
struct EditRecord {
    let constraint: Constraint
    /// The value last suggested.
    var value: Double
}
