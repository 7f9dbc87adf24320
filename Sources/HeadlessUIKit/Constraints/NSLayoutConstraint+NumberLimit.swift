#if !canImport(UIKit)
import Foundation
import LayoutSolver

// The range of numbers the layout engine works with. UIKit substitutes a smaller value for a
// constraint constant that "exceeds internal limits" and logs that it did (the message below,
// reported by apps that used constants such as CGFloat.greatestFiniteMagnitude); Apple does not
// publish the limit. HeadlessUIKit takes 10⁸ points [MODEL]: far beyond any screen or scrollable
// content, small enough that pixel rounding and sums of positions stay exact and finite.
// Multipliers stop at 10⁴ [MODEL]: no layout scales a length ten thousand times, and a larger
// coefficient next to constants of 10⁸ leaves the solver's coefficients below its zero tolerance,
// so that required constraints would hold only to within points.
extension NSLayoutConstraint {
    /// The largest magnitude of a constant the engine takes, and of a solved value it reports.
    static let numberLimit: Double = 1e8
    /// The largest magnitude of a coefficient (a multiplier) the engine takes.
    static let multiplierLimit: Double = 1e4

    /// `parts` with every constant clamped to `±numberLimit` and every coefficient to
    /// `±multiplierLimit`; the first substitution for this constraint logs UIKit's message.
    func boundedToNumberLimit(_ parts: [SolverConstraint]) -> [SolverConstraint] {
        // A plain loop: a closure here costs a dynamic main-actor check per part.
        var isOver = false
        for part in parts where Self.isOverLimit(part) {
            isOver = true
            break
        }
        guard isOver else { return parts }
        if !reportedNumberOverLimit {
            reportedNumberOverLimit = true
            writeLog(.layoutConstraints, """
                This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  \
                A smaller value will be substituted, but this problem should be fixed. \
                Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug.  This may break in the future.
                \(descriptionText): constant \(formatLayoutNumber(constant)), multiplier \(formatLayoutNumber(multiplier)); \
                constants beyond ±\(formatLayoutNumber(CGFloat(Self.numberLimit))) and multipliers beyond \
                ±\(formatLayoutNumber(CGFloat(Self.multiplierLimit))) are clamped to them
                """)
        }
        return parts.map { part in
            var expression = part.expression
            expression.constant = Self.clampedToNumberLimit(expression.constant)
            for index in expression.terms.indices {
                expression.terms[index].coefficient = Self.clamped(expression.terms[index].coefficient, to: Self.multiplierLimit)
            }
            return SolverConstraint(expression, part.relation, priority: part.priority, name: part.name)
        }
    }

    /// Whether `part` has a constant or a coefficient beyond the limits.
    private static func isOverLimit(_ part: SolverConstraint) -> Bool {
        let expression = part.expression
        if abs(expression.constant) > numberLimit { return true }
        for term in expression.terms where abs(term.coefficient) > multiplierLimit { return true }
        return false
    }

    /// `value` inside `±numberLimit`; NaN becomes 0.
    static func clampedToNumberLimit(_ value: Double) -> Double {
        clamped(value, to: numberLimit)
    }

    /// `value` inside `±limit`; NaN becomes 0.
    private static func clamped(_ value: Double, to limit: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -limit), limit)
    }
}
#endif
