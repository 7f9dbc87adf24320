import LayoutSolver
import Testing

@Suite("Constraint building")
struct ConstraintTests {
    let x = Variable("x"), y = Variable("y")

    /// The `(variable id, coefficient)` pairs of a constraint's expression.
    private func terms(_ constraint: Constraint) -> [[Double]] {
        constraint.expression.terms.map { [Double($0.variable.id), $0.coefficient] }
    }

    @Test func comparisonsStoreLeftMinusRight() {
        // Every comparison stores `lhs − rhs <relation> 0`.
        let c1: Constraint = x == 3
        #expect(terms(c1) == [[Double(x.id), 1]] && c1.expression.constant == -3 && c1.relation == .equal)
        let c2: Constraint = x <= y
        #expect(terms(c2) == [[Double(x.id), 1], [Double(y.id), -1]] && c2.relation == .lessThanOrEqual)
        #expect(c2.expression.constant == 0)
        let c3: Constraint = 2 * x + 1 >= y - 4  // 2x + 1 − y + 4 = 2x − y + 5
        #expect(terms(c3) == [[Double(x.id), 2], [Double(y.id), -1]] && c3.expression.constant == 5)
        #expect(c3.relation == .greaterThanOrEqual)
        let c4: Constraint = x == y  // Constraint context: the disfavoured overload builds x − y == 0
        #expect(terms(c4) == [[Double(x.id), 1], [Double(y.id), -1]] && c4.relation == .equal)
        let c5: Constraint = x >= x + 2  // x − x − 2
        #expect(terms(c5) == [[Double(x.id), 1], [Double(x.id), -1]] && c5.expression.constant == -2)
        let c6: Constraint = Expression(x) <= 7
        #expect(c6.expression.constant == -7 && c6.relation == .lessThanOrEqual)
        let c7: Constraint = x - y >= y  // x − y − y
        #expect(terms(c7) == [[Double(x.id), 1], [Double(y.id), -1], [Double(y.id), -1]])
        let c8: Constraint = x <= 2 * y  // x − 2y
        #expect(terms(c8) == [[Double(x.id), 1], [Double(y.id), -2]])
        let c9: Constraint = x >= 5
        #expect(c9.expression.constant == -5 && c9.relation == .greaterThanOrEqual)
    }

    @Test func variableEqualityOutsideConstraintContextIsABool() {
        let copy = x
        let isSame: Bool = x == copy
        #expect(isSame)
        #expect(!(x == y) as Bool)
    }

    @Test func initializersAndDefaults() {
        let plain = Constraint(Expression(x) - 2, .greaterThanOrEqual)
        #expect(plain.priority == .required && plain.name == nil && plain.expression.constant == -2)
        let twoSided = Constraint(Expression(x), .lessThanOrEqual, Expression(y) + 1, priority: 300, name: "gap")
        #expect(twoSided.priority == 300 && twoSided.name == "gap" && twoSided.relation == .lessThanOrEqual)
        #expect(twoSided.expression.constant == -1)
        #expect(terms(twoSided) == [[Double(x.id), 1], [Double(y.id), -1]])
    }

    @Test func priorityOperatorAndCopies() {
        let base: Constraint = x >= 10
        let high = base ~ .defaultHigh
        #expect(high !== base && high.priority == .defaultHigh && base.priority == .required)
        #expect(high.expression.constant == base.expression.constant && high.relation == base.relation)
        let withPriority = base.withPriority(251)
        #expect(withPriority.priority == 251 && withPriority !== base)
        let named = high.named("minimum")
        #expect(named.name == "minimum" && named.priority == .defaultHigh && named !== high)
        // `~` binds looser than comparisons: no parentheses needed.
        let unparenthesised = x >= 10 ~ 300
        #expect(unparenthesised.priority == 300 && unparenthesised.expression.constant == -10)
        let chained = x <= y + 1 ~ .defaultLow
        #expect(chained.priority == .defaultLow && chained.relation == .lessThanOrEqual)
    }

    @Test func identityIsEquality() {
        let a: Constraint = x == 1
        let b: Constraint = x == 1
        #expect(a == a)
        #expect(a != b)  // same contents, different objects
        #expect(Set([a, b, a]).count == 2)
    }

    @Test func description() {
        let gap = Constraint(x - y + 10, .greaterThanOrEqual, priority: 750, name: "gap")
        #expect(gap.description == "x + -1*y + 10 >= 0 @750 \"gap\"")
        let required: Constraint = x == 3
        #expect(required.description == "x + -3 == 0")
        let fractional = Constraint(Expression(x), .lessThanOrEqual, priority: 250.5)
        #expect(fractional.description == "x <= 0 @250.5")
    }
}
