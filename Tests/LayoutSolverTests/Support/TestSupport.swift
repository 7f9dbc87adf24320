import LayoutSolver

// Helpers shared by the LayoutSolver tests.

/// Runs `body` and returns the `SolverError` it threw, or nil when it returned normally.
func caughtError(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// The constraint and the conflicting set of an `.unsatisfiable` error; nil for anything else.
func unsatisfiableParts(_ error: SolverError?) -> (constraint: Constraint, conflicts: [Constraint])? {
    guard case let .unsatisfiable(constraint, conflicts)? = error else { return nil }
    return (constraint, conflicts)
}

/// Whether two lists hold the same constraint objects in the same order.
func sameConstraints(_ lhs: [Constraint], _ rhs: [Constraint]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Whether two lists hold the same constraint objects, in any order.
func sameConstraintSet(_ lhs: [Constraint], _ rhs: [Constraint]) -> Bool {
    Set(lhs.map(ObjectIdentifier.init)) == Set(rhs.map(ObjectIdentifier.init)) && lhs.count == rhs.count
}

/// How far `expression + constant` (the expression's own constant replaced by `constant`) is
/// from satisfying `relation` against zero, for the given variable values.
func violation(
    of expression: Expression, constant: Double, relation: Relation, values: (Variable) -> Double
) -> Double {
    var value = constant
    for term in expression.terms { value += term.coefficient * values(term.variable) }
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// How far `constraint` (with its own constant) is from holding in `solver`'s current solution.
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    violation(
        of: constraint.expression, constant: solver.constant(of: constraint) ?? constraint.expression.constant,
        relation: constraint.relation, values: { solver.value(of: $0) })
}

/// Whether `a` and `b` agree within `tolerance`, relative to the larger magnitude (absolute below 1).
func approximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A named handful of variables: `x0`, `x1`, …
func makeVariables(_ count: Int, prefix: String = "x") -> [Variable] {
    (0..<count).map { Variable("\(prefix)\($0)") }
}

/// Everything observable about a solver for a set of variables: used to prove that a refused
/// call changed nothing.
struct SolverSnapshot: Equatable {
    /// The values, compared bit for bit.
    let valueBits: [UInt64]
    /// The constraints in the solver, by identity, in their order.
    let constraintIDs: [ObjectIdentifier]
    /// The constant in force for each of those constraints, bit for bit.
    let constantBits: [UInt64]
    /// For each variable: nil when it is not an edit variable, else its suggested value's bits.
    let suggestionBits: [UInt64?]

    init(_ solver: Solver, variables: [Variable]) {
        valueBits = variables.map { solver.value(of: $0).bitPattern }
        let constraints = solver.constraints
        constraintIDs = constraints.map(ObjectIdentifier.init)
        constantBits = constraints.map { (solver.constant(of: $0) ?? .nan).bitPattern }
        suggestionBits = variables.map { solver.suggestedValue(for: $0)?.bitPattern }
    }
}

/// A small, seeded, deterministic random number generator (SplitMix64, Steele et al. 2014):
/// the same seed gives the same sequence on every platform and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
