import LayoutSolver
import Testing

/// The terms of an expression as `(variable id, coefficient)` pairs, in order.
private func termPairs(_ expression: Expression) -> [TermPair] {
    expression.terms.map { TermPair(id: $0.variable.id, coefficient: $0.coefficient) }
}

private struct TermPair: Equatable {
    let id: Int
    let coefficient: Double
}

private func pair(_ variable: Variable, _ coefficient: Double) -> TermPair {
    TermPair(id: variable.id, coefficient: coefficient)
}

@Suite("Term and Expression")
struct ExpressionTests {
    let x = Variable("x"), y = Variable("y")

    @Test func termDefaultsToCoefficientOne() {
        let term = Term(x)
        #expect(term.variable == x)
        #expect(term.coefficient == 1)
        #expect(term.description == "x")
        #expect(Term(x, 2.5).description == "2.5*x")
        #expect(Term(x, -3).description == "-3*x")
    }

    @Test func initializers() {
        #expect(termPairs(Expression(x)) == [pair(x, 1)])
        #expect(Expression(x).constant == 0)
        #expect(Expression(4.5).terms.isEmpty)
        #expect(Expression(4.5).constant == 4.5)
        let explicit = Expression([Term(x, 2), Term(y, -1)], constant: 3)
        #expect(termPairs(explicit) == [pair(x, 2), pair(y, -1)])
        #expect(explicit.constant == 3)
        #expect(Expression().terms.isEmpty && Expression().constant == 0)
    }

    @Test func evaluatedAndScaled() {
        // 2x − y + 3 at x = 5, y = 4: 10 − 4 + 3 = 9.
        let expression = Expression([Term(x, 2), Term(y, -1)], constant: 3)
        #expect(expression.evaluated { $0 == x ? 5 : 4 } == 9)
        let scaled = expression.scaled(by: -2)
        #expect(termPairs(scaled) == [pair(x, -4), pair(y, 2)])
        #expect(scaled.constant == -6)
    }

    @Test func descriptionListsTermsThenConstant() {
        #expect(Expression([Term(x, 2), Term(y, 1)], constant: 3).description == "2*x + y + 3")
        #expect(Expression(x).description == "x")
        #expect(Expression(0).description == "0")
        #expect(Expression(-1.5).description == "-1.5")
    }

    @Test func variableOperators() {
        #expect(termPairs(x + y) == [pair(x, 1), pair(y, 1)])
        #expect((x + y).constant == 0)
        #expect(termPairs(x - y) == [pair(x, 1), pair(y, -1)])
        #expect(termPairs(x + 2) == [pair(x, 1)] && (x + 2).constant == 2)
        #expect(termPairs(2 + x) == [pair(x, 1)] && (2 + x).constant == 2)
        #expect(termPairs(x - 2) == [pair(x, 1)] && (x - 2).constant == -2)
        #expect(termPairs(2 - x) == [pair(x, -1)] && (2 - x).constant == 2)
        #expect(termPairs(-x) == [pair(x, -1)] && (-x).constant == 0)
        #expect(termPairs(x * 3) == [pair(x, 3)])
        #expect(termPairs(3 * x) == [pair(x, 3)])
        #expect(termPairs(x / 4) == [pair(x, 0.25)])
    }

    @Test func expressionOperators() {
        let e = Expression([Term(x, 2)], constant: 1)  // 2x + 1
        let f = Expression([Term(y, 3)], constant: -4)  // 3y − 4
        // (2x + 1) + (3y − 4) = 2x + 3y − 3
        #expect(termPairs(e + f) == [pair(x, 2), pair(y, 3)] && (e + f).constant == -3)
        // (2x + 1) − (3y − 4) = 2x − 3y + 5
        #expect(termPairs(e - f) == [pair(x, 2), pair(y, -3)] && (e - f).constant == 5)
        #expect(termPairs(e + 2) == [pair(x, 2)] && (e + 2).constant == 3)
        #expect(termPairs(2 + e) == [pair(x, 2)] && (2 + e).constant == 3)
        #expect(termPairs(e - 2) == [pair(x, 2)] && (e - 2).constant == -1)
        // 2 − (2x + 1) = −2x + 1
        #expect(termPairs(2 - e) == [pair(x, -2)] && (2 - e).constant == 1)
        #expect(termPairs(e + y) == [pair(x, 2), pair(y, 1)] && (e + y).constant == 1)
        #expect(termPairs(y + e) == [pair(y, 1), pair(x, 2)] && (y + e).constant == 1)
        #expect(termPairs(e - y) == [pair(x, 2), pair(y, -1)] && (e - y).constant == 1)
        // y − (2x + 1) = y − 2x − 1
        #expect(termPairs(y - e) == [pair(y, 1), pair(x, -2)] && (y - e).constant == -1)
        #expect(termPairs(-e) == [pair(x, -2)] && (-e).constant == -1)
        #expect(termPairs(e * 3) == [pair(x, 6)] && (e * 3).constant == 3)
        #expect(termPairs(3 * e) == [pair(x, 6)] && (3 * e).constant == 3)
        #expect(termPairs(e / 2) == [pair(x, 1)] && (e / 2).constant == 0.5)

        var accumulated = e
        accumulated += f
        #expect(termPairs(accumulated) == termPairs(e + f) && accumulated.constant == -3)
        accumulated -= f
        // e + f − f keeps all three summands' terms: 2x + 3y − 3y + 1.
        #expect(termPairs(accumulated) == [pair(x, 2), pair(y, 3), pair(y, -3)])
        #expect(accumulated.constant == 1)
    }

    @Test func repeatedVariablesAddUpInTheSolver() throws {
        // x + x + x == 12 has the single solution x = 4, and x − x + 5 >= 0 always holds.
        let solver = Solver()
        try solver.add(x + x + x == 12)
        try solver.add(x - x + 5 >= 0)
        #expect(abs(solver.value(of: x) - 4) < 1e-12)
    }
}
