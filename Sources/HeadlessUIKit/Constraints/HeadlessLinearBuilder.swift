#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// Accumulates `constant + Σ coefficient · variable`, merging repeated variables, so that
/// expressions such as `R − a − (R − b)` reach the solver without cancelled terms.
struct HeadlessLinearBuilder {
    // A handful of terms: a linear search beats hashing.
    private var variables: [Variable] = []
    private var coefficients: [Double] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        if let index = variables.firstIndex(where: { $0.id == variable.id }) {
            coefficients[index] += coefficient
        } else {
            variables.append(variable)
            coefficients.append(coefficient)
        }
    }

    /// The expression, without terms whose coefficients cancelled.
    var expression: SolverExpression {
        var terms: [Term] = []
        terms.reserveCapacity(variables.count)
        for (variable, coefficient) in zip(variables, coefficients) where abs(coefficient) > 1e-12 {
            terms.append(Term(variable, coefficient))
        }
        return SolverExpression(terms, constant: constant)
    }
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
