/// One `coefficient · variable` summand of an expression.
public struct Term: Sendable, Hashable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? "\(variable)" : "\(formatNumber(coefficient))*\(variable)"
    }
}

/// A linear expression: `constant + Σ coefficient · variable`.
///
/// Build expressions with `+`, `-`, `*` and `/` (by a number) from variables, expressions and
/// numbers; compare two of them with `==`, `<=` or `>=` to make a required `Constraint`.
/// A variable may appear in several terms; the solver adds them up.
public struct Expression: Sendable, CustomStringConvertible {
    /// The summands that carry a variable.
    public var terms: [Term]
    /// The summand without a variable.
    public var constant: Double

    /// Creates `constant + Σ terms`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value when each variable takes the value `value(variable)`.
    public func evaluated(with value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
        return parts.joined(separator: " + ")
    }
}

/// Formats a number without a trailing `.0` when it is whole.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
