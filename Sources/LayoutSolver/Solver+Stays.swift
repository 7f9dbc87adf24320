// Stays: the weakest preference of all, that a variable be 0.

extension Solver {
    /// The priority of stays: below every priority a constraint can have.
    static let stayPriority = Priority(rawValue: 0.5)

    /// Gives `variable` a stay: a preference, weaker than any constraint (below priority 1),
    /// that it be 0. A variable that the constraints leave free then takes a fixed value, 0
    /// where the constraints allow it or the nearest value they allow, instead of one that
    /// depends on the order of earlier operations and drifts when unrelated constants change.
    /// Determined variables are unaffected. Does nothing if the variable has a stay already.
    public func addStay(_ variable: Variable) {
        addStays([variable])
    }

    /// Gives each of `variables` a stay (see `addStay(_:)`), optimising once at the end.
    ///
    /// A variable that required equalities fix gets a dormant stay: it cannot change the
    /// solution, so it enters the tableau only when a removed equality sets the variable free.
    public func addStays(_ variables: [Variable]) {
        let fresh = variables.filter { !stays.contains($0.id) }
        guard !fresh.isEmpty else { return }
        resolvePendingEdits()
        stays.reserveCapacity(stays.count + fresh.count)
        records.reserveCapacity(records.count + fresh.count)
        tableau.reserve(symbols: 2 * fresh.count, rows: fresh.count)
        for variable in fresh where !stays.contains(variable.id) {
            // Named once for all: its description shows the variable.
            let stay = Constraint(Expression(variable), .equal, priority: Self.stayPriority, name: "stay")
            stays.append(stay, for: variable.id)
            if tableau.isFixedByRequiredEqualities(externalID: variable.id) {
                dormantStays.append(variable)
            } else {
                enter(stay)
            }
        }
        tableau.optimize()
    }

    /// Removes the stay of `variable`, if it has one.
    public func removeStay(_ variable: Variable) {
        guard let stay = stays.removeValue(for: variable.id) else { return }
        guard let record = records[ObjectIdentifier(stay)] else {
            dormantStays.removeAll { $0 == variable }
            return
        }
        resolvePendingEdits()
        removeRecord(record, optimizeNow: false)
        enterUnfixedDormantStays()
        tableau.optimize()
    }

    /// Whether `variable` has a stay.
    public func hasStay(_ variable: Variable) -> Bool { stays.contains(variable.id) }

    /// Enters the dormant stays whose variables are no longer fixed, after a required equality
    /// left; the caller optimises.
    func enterUnfixedDormantStays() {
        guard mayHaveUnfixedDormantStays else { return }
        mayHaveUnfixedDormantStays = false
        dormantStays.removeAll { variable in
            if tableau.isFixedByRequiredEqualities(externalID: variable.id) { return false }
            enter(stays[variable.id]!)
            return true
        }
    }

    /// Enters a stay's constraint without optimising; an optional constraint always enters.
    private func enter(_ stay: Constraint) {
        try? insert(stay, isEdit: true, optimizeNow: false, rollback: false)
    }
}
