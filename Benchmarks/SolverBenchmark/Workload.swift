import LayoutSolver

/// A spec constraint made ready to be turned into a `Constraint` quickly: its relation and
/// priority are resolved once, outside the timed part.
struct PreparedConstraint {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority

    init(_ constraint: SpecConstraint, mapping: StrengthMapping) {
        terms = constraint.terms
        constant = constraint.constant
        switch constraint.relation {
        case .lessOrEqual: relation = .lessThanOrEqual
        case .greaterOrEqual: relation = .greaterThanOrEqual
        case .equal: relation = .equal
        }
        priority = mapping.priority(for: constraint.strength)
    }

    /// Creates the `Expression` and `Constraint` objects over `variables` (timed as "create").
    @inline(__always)
    func make(_ variables: [Variable]) -> Constraint {
        var list: [Term] = []
        list.reserveCapacity(terms.count)
        for term in terms { list.append(Term(variables[term.variable], term.coefficient)) }
        return Constraint(Expression(list, constant: constant), relation, priority: priority)
    }
}

/// How the base constraints of a `build` workload enter the solver.
enum AddMode: String, Sendable {
    /// `Solver.add(_:)` once per constraint, like Kiwi's `addConstraint`.
    case single
    /// `Solver.add(_: [Constraint])`: one bulk call, one optimisation.
    case bulk
}

/// A spec with its strengths mapped to priorities: everything a run needs, prepared untimed.
struct Workload {
    let spec: Spec
    let base: [PreparedConstraint]
    let churn: [PreparedConstraint]
    let edits: [(variable: Int, priority: Priority)]

    init(_ spec: Spec) throws {
        let mapping = try StrengthMapping(for: spec)
        self.spec = spec
        base = spec.constraints.map { PreparedConstraint($0, mapping: mapping) }
        churn = spec.churn.map { PreparedConstraint($0, mapping: mapping) }
        edits = spec.edits.map { ($0.variable, mapping.priority(for: $0.strength)) }
    }

    /// The number of operations `per_op_us` divides by: steps for `edit`, churn constraints for
    /// `churn-toggle`, otherwise 0 (no `per_op_us` column).
    var operationCount: Int {
        switch spec.kind {
        case .edit: spec.steps.count
        case .churnToggle: spec.churn.count
        case .build, .churnBulk: 0
        }
    }
}
