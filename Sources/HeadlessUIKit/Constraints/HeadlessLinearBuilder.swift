#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// Accumulates `constant + Σ coefficient · variable`, merging repeated variables, so that
/// expressions such as `R − a − (R − b)` reach the solver without cancelled terms.
struct HeadlessLinearBuilder {
    private var coefficients: [Variable: Double] = [:]
    private var order: [Variable] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        if let existing = coefficients[variable] {
            coefficients[variable] = existing + coefficient
        } else {
            coefficients[variable] = coefficient
            order.append(variable)
        }
    }

    /// The expression, without terms whose coefficients cancelled.
    var expression: SolverExpression {
        var terms: [Term] = []
        terms.reserveCapacity(order.count)
        for variable in order {
            let coefficient = coefficients[variable]!
            if abs(coefficient) > 1e-12 { terms.append(Term(variable, coefficient)) }
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
