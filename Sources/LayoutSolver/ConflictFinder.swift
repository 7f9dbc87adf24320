// Finding a minimal set of required constraints that cannot hold together with a failing one.

extension Solver {
    /// The `unsatisfiable` error for `constraint` (with constant `constant`), naming a minimal
    /// conflicting set of the required constraints in the solver.
    ///
    /// The row on which simplex got stuck proves the conflict (a Farkas certificate): its marker
    /// symbols name the constraints it combines. A deletion filter then drops every member the
    /// conflict does not need, so the set is irreducible: without any one of its members the
    /// rest, with `constraint`, is satisfiable.
    func unsatisfiable(
        _ constraint: Constraint, constant: Double, certificate: [Int], excluding excluded: Constraint? = nil
    ) -> SolverError {
        guard computesConflicts else { return .unsatisfiable(constraint, conflictingWith: []) }
        let failing = (constraint, constant)
        let required = records.values.filter { !$0.isEdit && $0.level < 0 && $0.constraint !== excluded }
        var members = certificate.compactMap { markerOwners[$0] }.compactMap { records[$0] }
            .filter { !$0.isEdit && $0.level < 0 && $0.constraint !== excluded }
        members = Array(Dictionary(members.map { (ObjectIdentifier($0.constraint), $0) }) { first, _ in first }.values)
        if Self.isFeasible(members.map { ($0.constraint, $0.constant) } + [failing]) {
            // The certificate missed something; fall back to every required constraint.
            members = required
        }
        members.sort { $0.sequence < $1.sequence }
        var index = 0
        while index < members.count {
            var trial = members
            trial.remove(at: index)
            if Self.isFeasible(trial.map { ($0.constraint, $0.constant) } + [failing]) {
                index += 1
            } else {
                members = trial
            }
        }
        return .unsatisfiable(constraint, conflictingWith: members.map(\.constraint))
    }

    /// Whether the required constraints, with the given constants, can hold together.
    static func isFeasible(_ items: [(Constraint, Double)]) -> Bool {
        let probe = Solver()
        probe.computesConflicts = false
        for (constraint, constant) in items {
            var expression = constraint.expression
            expression.constant = constant
            do {
                try probe.add(Constraint(expression, constraint.relation))
            } catch {
                return false
            }
        }
        return true
    }
}
