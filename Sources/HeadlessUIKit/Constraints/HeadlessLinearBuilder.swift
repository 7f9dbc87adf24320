#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// Accumulates `constant + Σ coefficient · variable`, merging repeated variables, so that
/// expressions such as `R − a − (R − b)` reach the solver without cancelled terms.
struct HeadlessLinearBuilder {
    // A handful of terms: a linear search beats hashing, and one array (the expression's own
    // storage) is the only allocation.
    private var terms: [Term] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        for index in terms.indices where terms[index].variable.id == variable.id {
            terms[index].coefficient += coefficient
            return
        }
        if terms.isEmpty { terms.reserveCapacity(4) }
        terms.append(Term(variable, coefficient))
    }

    /// The expression, without terms whose coefficients cancelled. Consuming the builder hands
    /// its array to the expression without a copy.
    consuming func expression() -> SolverExpression {
        if terms.contains(where: \.cancelled) { terms.removeAll(where: \.cancelled) }
        return SolverExpression(terms, constant: constant)
    }
}

private extension Term {
    /// Whether the coefficient cancelled out to nothing.
    var cancelled: Bool { abs(coefficient) <= 1e-12 }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: SolverRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension UILayoutPriority {
    var solverPriority: SolverPriority { SolverPriority(rawValue) }
}
#endif
