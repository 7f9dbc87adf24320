// Adding and removing constraints, changing their constants, and edit variables.

extension Solver {
    /// Adds a constraint.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if it is already in the solver,
    ///   `.nonFinite` or `.invalidPriority` for bad numbers, and `.unsatisfiable` with a minimal
    ///   conflicting set when it is required and cannot hold with the required constraints
    ///   present. The solver is unchanged after a throw.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        resolvePendingEdits()
        try insert(constraint, isEdit: false, optimizeNow: true, rollback: true)
    }

    /// Adds a constraint if it can hold, and tells whether it did.
    ///
    /// Meant for attempts that are expected to fail, such as trying again a constraint refused
    /// earlier: a required constraint that cannot hold returns `false` and leaves the solver
    /// unchanged, without the cost of finding a minimal conflicting set.
    ///
    /// - Throws: the errors of `add(_:)` other than `.unsatisfiable`.
    public func addIfSatisfiable(_ constraint: Constraint) throws(SolverError) -> Bool {
        let computes = computesConflicts
        computesConflicts = false
        defer { computesConflicts = computes }
        do {
            try add(constraint)
            return true
        } catch {
            if case .unsatisfiable = error { return false }
            throw error
        }
    }

    /// Adds many constraints at once, optimising once at the end; cheaper than adding them one
    /// by one. Either all are added or, after a throw, none.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        var seen = Set<ObjectIdentifier>(minimumCapacity: constraints.count)
        for constraint in constraints {
            try validate(constraint)
            if !seen.insert(ObjectIdentifier(constraint)).inserted { throw .duplicateConstraint(constraint) }
        }
        resolvePendingEdits()
        records.reserveCapacity(records.count + constraints.count)
        // At most two symbols of its own and one new variable per term for each constraint.
        let terms = constraints.reduce(0) { $0 + $1.expression.terms.count }
        tableau.reserve(symbols: 2 * constraints.count + terms, rows: constraints.count)
        // A journal, not a copy of the solver: undoing costs what the batch touched.
        let counters = self.counters
        tableau.beginTransaction()
        for (index, constraint) in constraints.enumerated() {
            do {
                try insert(constraint, isEdit: false, optimizeNow: false, rollback: false)
            } catch {
                tableau.rollBack()
                for added in constraints[..<index] { records.remove(ObjectIdentifier(added)) }
                restore(counters)
                throw error
            }
        }
        tableau.commit()
        tableau.optimize()
    }

    /// Removes a constraint.
    /// - Throws: `SolverError.unknownConstraint` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records[ObjectIdentifier(constraint)], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        resolvePendingEdits()
        removeRecord(record, optimizeNow: false)
        enterUnfixedDormantStays()
        tableau.optimize()
    }

    /// Removes many constraints at once, optimising once at the end. Either all are removed
    /// or, when one is not in the solver (or appears twice), none.
    public func remove(_ constraints: [Constraint]) throws(SolverError) {
        var seen = Set<ObjectIdentifier>()
        var removed: [ConstraintRecord] = []
        removed.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard let record = records[ObjectIdentifier(constraint)], !record.isEdit,
                  seen.insert(ObjectIdentifier(constraint)).inserted
            else { throw .unknownConstraint(constraint) }
            removed.append(record)
        }
        resolvePendingEdits()
        for record in removed { removeRecord(record, optimizeNow: false) }
        enterUnfixedDormantStays()
        tableau.optimize()
    }

    /// Changes the constant of a constraint in the solver without rebuilding anything: the
    /// constraint then reads `expression - expression.constant + constant <relation> 0`.
    ///
    /// - Throws: `.unknownConstraint`, `.nonFinite`, or `.unsatisfiable` when a required
    ///   constraint cannot take the new constant; the solver is then unchanged.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard constant.isFinite else { throw .nonFinite("constant \(constant) of \(constraint)") }
        guard let record = records[ObjectIdentifier(constraint)], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        resolvePendingEdits()
        try changeConstant(of: record, to: constant)
    }

    /// The constant in force for a constraint in the solver: its expression's constant unless
    /// `setConstant(_:of:)` changed it; nil for a constraint the solver does not hold.
    public func constant(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)].map(\.constant)
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: it is pulled towards the values suggested for it with
    /// `suggestValue(_:for:)` at `priority`, which must be optional (below 1000). Its initial
    /// suggested value is 0.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard priority.rawValue.isFinite else { throw .nonFinite("priority \(priority) of edit variable \(variable)") }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        resolvePendingEdits()
        let constraint = Constraint(Expression(variable), .equal, priority: priority, name: "edit \(variable)")
        try insert(constraint, isEdit: true, optimizeNow: true, rollback: true)
        edits[variable] = EditRecord(constraint: constraint, value: 0)
    }

    /// Stops treating `variable` as an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        resolvePendingEdits()
        removeRecord(records[ObjectIdentifier(edit.constraint)]!, optimizeNow: true)
    }

    /// Suggests a value for an edit variable. The solution follows at the next
    /// `updateVariables()` or `value(of:)`, so several suggestions are solved together.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(variable)") }
        guard let index = edits.index(forKey: variable) else { throw .unknownEditVariable(variable) }
        edits.values[index].value = value
        let key = ObjectIdentifier(edits.values[index].constraint)
        // Read and changed in place (a call made once per frame of a drag); an edit variable
        // always has its constraint's record.
        let record = records[key]!
        records.setConstant(-value, of: key)
        _ = tableau.applyConstantChange(marker: record.tag.marker, delta: -value - record.constant)
        needsDualOptimization = true
    }

    /// The value last suggested for an edit variable, or nil if it is not one.
    public func suggestedValue(for variable: Variable) -> Double? {
        edits[variable]?.value
    }

    // MARK: - Internals

    func validate(_ constraint: Constraint) throws(SolverError) {
        let expression = constraint.expression
        guard expression.constant.isFinite else { throw .nonFinite("constant \(expression.constant) in \(constraint)") }
        for term in expression.terms where !term.coefficient.isFinite {
            throw .nonFinite("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
        }
        guard constraint.priority.rawValue.isFinite else { throw .nonFinite("priority \(constraint.priority) of \(constraint)") }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard !records.contains(ObjectIdentifier(constraint)) else { throw .duplicateConstraint(constraint) }
    }

    /// Enters a validated constraint into the tableau, or throws; with `rollback` the tableau
    /// is then as before (a batch restores its own snapshot instead).
    func insert(
        _ constraint: Constraint, constant: Double? = nil, isEdit: Bool, optimizeNow: Bool, rollback: Bool
    ) throws(SolverError) {
        let constant = constant ?? constraint.expression.constant
        largestConstant = max(largestConstant, abs(constant))
        for term in constraint.expression.terms { largestCoefficient = max(largestCoefficient, abs(term.coefficient)) }
        var (row, tag, level, linkedSubject) = makeRow(for: constraint, constant: constant)
        switch tableau.enter(&row, tag: tag, linkedSubject: linkedSubject, optimizingFirst: !optimizeNow) {
        case .entered:
            break
        case .contradicts:
            tableau.releaseSymbol(tag.marker)
            throw unsatisfiable(constraint, constant: constant, certificate: row.symbols)
        case .startsInfeasible:
            try insertInfeasible(&row, tag: tag, constraint: constraint, constant: constant, rollback: rollback)
        }
        // `makeRow` left the symbols of the constraint's terms at the start of `termBuffer`.
        records.add(constraint, sequence: nextSequence, tag: tag, level: level, constant: constant, isEdit: isEdit,
                    symbols: termBuffer)
        nextSequence += 1
        roundingWatch.structure += 1
        if optimizeNow { tableau.optimize() }
    }

    /// Inserts a required row that starts infeasible: an inequality by dual simplex from an
    /// optimal objective, an equality without a subject by an artificial variable. Throws when
    /// the row cannot hold, after restoring the tableau if `rollback` is set.
    private func insertInfeasible(
        _ row: inout Row, tag: Tag, constraint: Constraint, constant: Double, rollback: Bool
    ) throws(SolverError) {
        if rollback { tableau.beginTransaction() }
        let certificate: [Int]?
        if kinds(tag.marker) == .slack, row.coefficient(of: tag.marker) != 0 {
            tableau.insert(&row, solvedFor: tag.marker)
            certificate = tableau.dualOptimize()
        } else {
            certificate = tableau.addWithArtificialVariable(row)
        }
        guard let certificate else {
            if rollback { tableau.commit() }
            return
        }
        if rollback {
            tableau.rollBack()
            tableau.releaseSymbol(tag.marker)
        }
        throw unsatisfiable(constraint, constant: constant, certificate: certificate)
    }

    private func kinds(_ symbol: Int) -> SymbolKind { tableau.kinds[symbol] }

    /// The implicit row of a constraint with constant `constant`, with its marker symbols, and
    /// the subject to solve it for when the row keeps links (see `Links`); else the row holds
    /// non-basic symbols only.
    func makeRow(for constraint: Constraint, constant: Double) -> (Row, Tag, level: Int, linkedSubject: Int?) {
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        // The buffer of the previous call, kept for its capacity.
        var terms = termBuffer
        termBuffer = []
        terms.removeAll(keepingCapacity: true)
        terms.reserveCapacity(constraint.expression.terms.count + 2)
        for term in constraint.expression.terms {
            terms.append((tableau.symbol(forExternal: term.variable.id), sign * term.coefficient))
        }
        let optional = !constraint.priority.isRequired
        let level = optional ? tableau.level(for: constraint.priority) : -1
        var tag = Tag(marker: -1, other: -1)
        switch (constraint.relation, optional) {
        case (.equal, false):
            tag.marker = tableau.makeSymbol(.dummy)
            terms.append((tag.marker, 1))
        case (.equal, true):
            tag.marker = tableau.makeSymbol(.error)
            tag.other = tableau.makeSymbol(.error)
            terms.append((tag.marker, -1))
            terms.append((tag.other, 1))
        case (_, false):
            tag.marker = tableau.makeSymbol(.slack)
            terms.append((tag.marker, -1))
        case (_, true):
            tag.marker = tableau.makeSymbol(.slack)
            tag.other = tableau.makeSymbol(.error)
            terms.append((tag.marker, -1))
            terms.append((tag.other, 1))
        }
        let linked = tableau.makeLinkedRow(terms, constant: sign * constant)
        let row = linked?.row ?? tableau.makeRow(terms, constant: sign * constant)
        if optional {
            tag.forEachSymbol { symbol in
                if tableau.kinds[symbol] == .error { tableau.addToObjective(level: level, symbol: symbol, factor: 1) }
            }
        }
        termBuffer = terms
        return (row, tag, level, linked?.subject)
    }

    func removeRecord(_ record: ConstraintRecord, optimizeNow: Bool) {
        records.remove(ObjectIdentifier(record.constraint))
        if record.level < 0 && record.constraint.relation == .equal { mayHaveUnfixedDormantStays = true }
        roundingWatch.structure += 1
        tableau.removeConstraintRow(tag: record.tag, level: record.level)
        if optimizeNow { tableau.optimize() }
    }

    /// Moves a constraint's constant to `constant`, rolling back if a required one cannot hold.
    func changeConstant(of record: ConstraintRecord, to constant: Double) throws(SolverError) {
        tableau.beginTransaction()
        let holds = applyConstant(constant, to: record)
        let certificate = holds ? tableau.dualOptimize() : []
        if let certificate {
            tableau.rollBack()
            throw unsatisfiable(record.constraint, constant: constant, certificate: certificate, excluding: record.constraint)
        }
        tableau.commit()
        noteConstant(constant, of: record)
        tableau.optimize()
    }

    /// Carries a change of a constraint's constant into the tableau's rows, within the current
    /// transaction. False when a redundant required equality no longer holds.
    func applyConstant(_ constant: Double, to record: ConstraintRecord) -> Bool {
        let sign: Double = record.constraint.relation == .lessThanOrEqual ? -1 : 1
        return tableau.applyConstantChange(marker: record.tag.marker, delta: sign * (constant - record.constant))
    }

    /// Records the constant a constraint now has in the tableau.
    func noteConstant(_ constant: Double, of record: ConstraintRecord) {
        largestConstant = max(largestConstant, abs(constant))
        records.setConstant(constant, of: ObjectIdentifier(record.constraint))
        if record.requiredEntry >= 0 { roundingWatch.changedConstants.append(record.requiredEntry) }
    }
}
