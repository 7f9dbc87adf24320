#if !canImport(UIKit)
import Foundation
import LayoutSolver

// The range of numbers the layout engine works with. UIKit substitutes a smaller value for a
// constraint constant that "exceeds internal limits" and logs that it did (the message below,
// reported by apps that used constants such as CGFloat.greatestFiniteMagnitude); Apple does not
// publish the limit. HeadlessUIKit takes 10⁸ points [MODEL]: far beyond any screen or scrollable
// content, small enough that pixel rounding and sums of positions stay exact and finite.
extension NSLayoutConstraint {
    /// The largest magnitude of a constant or coefficient the engine takes, and of a solved
    /// value it reports.
    static let numberLimit: Double = 1e8

    /// `parts` with every constant and coefficient clamped to `±numberLimit`; the first
    /// substitution for this constraint logs UIKit's message.
    func boundedToNumberLimit(_ parts: [SolverConstraint]) -> [SolverConstraint] {
        let limit = Self.numberLimit
        func isOver(_ value: Double) -> Bool { abs(value) > limit }
        guard parts.contains(where: { isOver($0.expression.constant) || $0.expression.terms.contains { isOver($0.coefficient) } })
        else { return parts }
        if !reportedNumberOverLimit {
            reportedNumberOverLimit = true
            headlessLog(.layoutConstraints, """
                This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  \
                A smaller value will be substituted, but this problem should be fixed. \
                Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug.  This may break in the future.
                \(headlessDescription): constant \(headlessFormat(constant)), multiplier \(headlessFormat(multiplier)); \
                numbers beyond ±\(headlessFormat(CGFloat(limit))) are clamped to it
                """)
        }
        return parts.map { part in
            var expression = part.expression
            expression.constant = Self.clampedToNumberLimit(expression.constant)
            for index in expression.terms.indices {
                expression.terms[index].coefficient = Self.clampedToNumberLimit(expression.terms[index].coefficient)
            }
            return SolverConstraint(expression, part.relation, priority: part.priority, name: part.name)
        }
    }

    /// `value` inside `±numberLimit`; NaN becomes 0.
    static func clampedToNumberLimit(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -numberLimit), numberLimit)
    }
}
#endif
