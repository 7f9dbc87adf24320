// Arithmetic that builds `Expression`s from variables, expressions and numbers.

public extension Expression {
    static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

    static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

    static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

    static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

    static func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }

    static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -Expression(rhs) }

    static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }

    static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }

    static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }

    static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

    static func += (lhs: inout Expression, rhs: Expression) { lhs = lhs + rhs }

    static func -= (lhs: inout Expression, rhs: Expression) { lhs = lhs - rhs }
}

public extension Variable {
    static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

    static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

    static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

    static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

    static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

    static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

    static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

    static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

    static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
}
