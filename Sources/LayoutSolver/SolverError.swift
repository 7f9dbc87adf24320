/// Why a solver call was refused. A refused call leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already present.
    /// `conflictingWith` is a minimal set of present required constraints that, with the new one,
    /// cannot all hold: dropping any one of them would make the rest satisfiable. For a constant
    /// change, the constraint is the changed one and the set excludes it.
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional; `1000` was given.
    case requiredEditVariable(Variable)
    /// A coefficient, constant, priority or suggested value is NaN or infinite; the text says which.
    case nonFinite(String)
    /// A priority outside `1...1000`.
    case invalidPriority(Priority)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiable(a, x), .unsatisfiable(b, y)): a === b && x.elementsEqual(y, by: ===)
        case let (.duplicateConstraint(a), .duplicateConstraint(b)): a === b
        case let (.unknownConstraint(a), .unknownConstraint(b)): a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)): a == b
        case let (.unknownEditVariable(a), .unknownEditVariable(b)): a == b
        case let (.requiredEditVariable(a), .requiredEditVariable(b)): a == b
        case let (.nonFinite(a), .nonFinite(b)): a == b
        case let (.invalidPriority(a), .invalidPriority(b)): a == b
        default: false
        }
    }

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "Unsatisfiable constraint \(constraint); it conflicts with:\n\(list)"
        case let .duplicateConstraint(constraint): return "Duplicate constraint: \(constraint) is already in the solver"
        case let .unknownConstraint(constraint): return "Unknown constraint: \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable): return "Duplicate edit variable: \(variable) is already an edit variable"
        case let .unknownEditVariable(variable): return "Unknown edit variable: \(variable) is not an edit variable"
        case let .requiredEditVariable(variable): return "Required edit variable: \(variable) needs an optional priority (below 1000)"
        case let .nonFinite(what): return "Non-finite input: \(what)"
        case let .invalidPriority(priority): return "Invalid priority \(priority): priorities lie within 1...1000"
        }
    }
}
