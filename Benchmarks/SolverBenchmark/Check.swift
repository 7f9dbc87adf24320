/// The check columns after `|`, computed exactly as `kiwisolver_bench.py`'s `check`: with
/// Kiwi's numeric strengths from the spec (not the mapped priorities), so both benchmarks print
/// comparable numbers.
///
/// `obj` = Σ strength·|violation| over optional constraints and edit variables, `req_maxviol` =
/// the largest violation of a required constraint, then the summed violation per tier: strong
/// (strength ≥ 1e6), medium (≥ 1e3), weak (the rest).
struct Check {
    private var objective = 0.0
    private var requiredMaxViolation = 0.0
    private var strong = 0.0
    private var medium = 0.0
    private var weak = 0.0

    /// The check text for the current solution.
    /// - Parameters:
    ///   - spec: The workload whose constraints are checked.
    ///   - value: The solver's value of variable number `i`.
    ///   - current: The suggested values in force, in the order the Python script iterates them.
    ///   - extra: Constraints in the solver besides the base ones (churn after adding).
    static func text(spec: Spec, value: (Int) -> Double, current: [Suggestion], extra: [SpecConstraint] = []) -> String {
        var check = Check()
        for constraint in spec.constraints { check.account(constraint, value: value) }
        for constraint in extra { check.account(constraint, value: value) }
        var editStrengths: [Int: Double] = [:]
        for edit in spec.edits { editStrengths[edit.variable] = edit.strength }
        for suggestion in current {
            let strength = editStrengths[suggestion.variable] ?? 0
            check.addOptional(strength: strength, violation: abs(value(suggestion.variable) - suggestion.value))
        }
        return check.formatted
    }

    /// The suggestions in force after an edit workload: `dict(init)` updated with the last step,
    /// in Python's dict order (first insertion fixes the position, the last value wins).
    static func currentSuggestions(initial: [Suggestion], lastStep: [Suggestion]) -> [Suggestion] {
        var result: [Suggestion] = []
        var position: [Int: Int] = [:]
        for suggestion in initial + lastStep {
            if let index = position[suggestion.variable] {
                result[index].value = suggestion.value
            } else {
                position[suggestion.variable] = result.count
                result.append(suggestion)
            }
        }
        return result
    }

    /// `account` in the Python script.
    private mutating func account(_ constraint: SpecConstraint, value: (Int) -> Double) {
        var e = constraint.constant
        for term in constraint.terms { e += term.coefficient * value(term.variable) }
        let violation: Double = switch constraint.relation {
        case .equal: abs(e)
        case .greaterOrEqual: pythonMax(0, -e)
        case .lessOrEqual: pythonMax(0, e)
        }
        if constraint.strength >= KiwiStrength.required {
            requiredMaxViolation = pythonMax(requiredMaxViolation, violation)
            return
        }
        addOptional(strength: constraint.strength, violation: violation)
    }

    /// Python's `max(a, b)`: `a` unless `b` is greater, so `max(0.0, -0.0)` is `0.0` (Swift's
    /// `max` would return `-0.0` and print `-0`).
    private func pythonMax(_ a: Double, _ b: Double) -> Double { b > a ? b : a }

    private mutating func addOptional(strength: Double, violation: Double) {
        objective += strength * violation
        if strength >= KiwiStrength.strong {
            strong += violation
        } else if strength >= KiwiStrength.medium {
            medium += violation
        } else {
            weak += violation
        }
    }

    /// `obj=%.6g req_maxviol=%.3g strong=%.6g medium=%.6g weak=%.6g`.
    private var formatted: String {
        cFormat("obj=%.6g req_maxviol=%.3g strong=%.6g medium=%.6g weak=%.6g",
                objective, requiredMaxViolation, strong, medium, weak)
    }
}
