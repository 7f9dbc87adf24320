/// A linear relation between expressions, with a priority: `expression <relation> 0`.
///
/// A constraint is a reference: the solver recognises it by identity, so keep the object you
/// added in order to remove it. It is immutable; to change its priority, remove it and add a
/// new one. The solver can change its constant in place (`Solver.setConstant(_:of:)`).
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// The priority; `1000` is required.
    public let priority: Priority
    /// A name used in descriptions and error messages.
    public let name: String?

    /// Creates `expression <relation> 0` at `priority`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, name: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// Creates `lhs <relation> rhs` at `priority`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required, name: String? = nil) {
        self.init(lhs - rhs, relation, priority: priority, name: name)
    }

    /// A copy of this constraint with another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    /// A copy of this constraint with a name.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// For example `x + -1*y + 10 >= 0 @750 "gap"`.
    public var description: String {
        var text = "\(expression) \(relation) 0"
        if !priority.isRequired { text += " @\(priority)" }
        if let name { text += " \"\(name)\"" }
        return text
    }
}

// MARK: - Building constraints with comparison operators

public extension Expression {
    static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
    static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
    static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

    static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
    static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
    static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }

    static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}

public extension Variable {
    static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
    static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
    static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }

    static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

    /// `lhs == rhs` as a constraint. Where the context does not ask for a `Constraint`, `==`
    /// between two variables is `Equatable`'s comparison of ids.
    @_disfavoredOverload
    static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
}

/// Binds looser than comparisons, so that `x >= 10 ~ .defaultHigh` reads as intended.
precedencegroup ConstraintPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
}

/// Gives a constraint a priority.
infix operator ~ : ConstraintPriorityPrecedence

/// Gives `constraint` the priority `priority`: `x >= 10 ~ .defaultHigh`.
public func ~ (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}
