#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView.Condition {
    /// Whether the condition holds, with unbound parts evaluated on `view` (false without a view).
    func evaluate(on view: UIView?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .all(let conditions): return conditions.allSatisfy { $0.evaluate(on: view) }
        case .any(let conditions): return conditions.contains { $0.evaluate(on: view) }
        case .none(let conditions): return !conditions.contains { $0.evaluate(on: view) }
        case .view(let reference, let condition):
            guard let other = reference.view else { return false }
            return condition.evaluate(on: other)
        default:
            guard let view else { return false }
            return evaluateLeaf(on: view)
        }
    }

    /// Evaluates a condition that reads one view.
    private func evaluateLeaf(on view: UIView) -> Bool {
        switch node {
        case .size(let width, let height):
            let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 1
            let size = view.bounds.size
            return Self.matches(width, size.width, scale: scale) && Self.matches(height, size.height, scale: scale)
        case .traits(let predicate): return predicate(view.traitCollection)
        case .name(let name): return view.activeConditionalConstraintsConfigurationName == name
        case .callback(let callback): return callback(view)
        default: return false
        }
    }

    /// Compares `round((dimension × multiplier + constant) × scale)` with `round(value × scale)`
    /// (<doc:ConditionalConstraints#Conditions>); a missing requirement always matches.
    private static func matches(_ requirement: SizeConstrain<CGFloat>?, _ dimension: CGFloat, scale: CGFloat) -> Bool {
        guard let requirement else { return true }
        let actual = ((dimension * requirement.multiplier + requirement.constant) * scale).rounded()
        let wanted = (requirement.value * scale).rounded()
        switch requirement.type {
        case .atLeast: return actual >= wanted
        case .exactly: return actual == wanted
        case .atMost: return actual <= wanted
        }
    }
}
