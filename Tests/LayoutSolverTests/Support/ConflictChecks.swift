import LayoutSolver
import Testing

/// A required copy of `constraint` whose constant is `constant`.
func requiredCopy(of constraint: Constraint, constant: Double) -> Constraint {
    var expression = constraint.expression
    expression.constant = constant
    return Constraint(expression, constraint.relation)
}

/// Whether a fresh LayoutSolver accepts required copies of all the given constraints.
func freshSolverAccepts(_ items: [(Constraint, Double)]) -> Bool {
    let probe = Solver()
    let copies = items.map { requiredCopy(of: $0.0, constant: $0.1) }
    return caughtError { () throws(SolverError) in
        for copy in copies { try probe.add(copy) }
    } == nil
}

/// Whether the independent reference finds the given constraints (all taken as required, with
/// the given constants) feasible together.
func referenceFindsFeasible(_ items: [(Constraint, Double)]) -> Bool {
    var indices: [Variable: Int] = [:]
    for (constraint, _) in items {
        for term in constraint.expression.terms where indices[term.variable] == nil {
            indices[term.variable] = indices.count
        }
    }
    let rows = items.map { constraint, constant in
        referenceRow(constraint, constant: constant, indices: indices)
    }
    return DenseLexicographicSolver.isFeasible(rows, variableCount: indices.count)
}

/// The dense reference form of `constraint` with constant `constant`.
func referenceRow(_ constraint: Constraint, constant: Double, indices: [Variable: Int]) -> ReferenceRow {
    var coefficients = [Double](repeating: 0, count: indices.count)
    for term in constraint.expression.terms { coefficients[indices[term.variable]!] += term.coefficient }
    let relation: ReferenceRelation = switch constraint.relation {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
    return ReferenceRow(coefficients: coefficients, constant: constant, relation: relation)
}

/// Checks that `error` refuses `failing` (taken with constant `failingConstant`) with a conflicting
/// set that is made of required constraints present in `solver` and that is minimal: with the
/// failing constraint it is infeasible, and without any one member it is feasible. Both a fresh
/// LayoutSolver and the independent reference must agree on every feasibility question.
/// Returns the conflicting set.
@discardableResult
func expectMinimalConflict(
    _ error: SolverError?, refusing failing: Constraint, constant failingConstant: Double? = nil, in solver: Solver,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Constraint] {
    guard let parts = unsatisfiableParts(error) else {
        Issue.record("expected .unsatisfiable, got \(String(describing: error))", sourceLocation: sourceLocation)
        return []
    }
    #expect(parts.constraint === failing, "blamed \(parts.constraint)", sourceLocation: sourceLocation)
    let conflicts = parts.conflicts
    #expect(Set(conflicts.map(ObjectIdentifier.init)).count == conflicts.count, "repeated members",
            sourceLocation: sourceLocation)
    for member in conflicts {
        #expect(solver.contains(member), "\(member) is not in the solver", sourceLocation: sourceLocation)
        #expect(member.priority.isRequired, "\(member) is optional", sourceLocation: sourceLocation)
        #expect(member !== failing, "the refused constraint is listed", sourceLocation: sourceLocation)
    }
    let failingItem = (failing, failingConstant ?? failing.expression.constant)
    let items = conflicts.map { ($0, solver.constant(of: $0) ?? $0.expression.constant) }
    #expect(!freshSolverAccepts(items + [failingItem]), "the set does not conflict (fresh solver)",
            sourceLocation: sourceLocation)
    #expect(!referenceFindsFeasible(items + [failingItem]), "the set does not conflict (reference)",
            sourceLocation: sourceLocation)
    for index in items.indices {
        var rest = items
        let dropped = rest.remove(at: index)
        #expect(freshSolverAccepts(rest + [failingItem]), "not minimal: \(dropped.0) is not needed (fresh solver)",
                sourceLocation: sourceLocation)
        #expect(referenceFindsFeasible(rest + [failingItem]), "not minimal: \(dropped.0) is not needed (reference)",
                sourceLocation: sourceLocation)
    }
    return conflicts
}
