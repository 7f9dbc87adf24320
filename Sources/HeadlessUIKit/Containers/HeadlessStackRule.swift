#if !canImport(UIKit)
import Foundation

/// One constraint a stack view wants, described before it exists, so that a new arrangement
/// can be compared with the constraints already active (<doc:StackViews#Generated-constraints>).
@MainActor struct HeadlessStackRule {
    /// What identifies a rule apart from its constant: the same key means the same constraint.
    struct Key: Hashable {
        let identifier: String
        let first: ObjectIdentifier
        let firstAttribute: Int
        let relation: Int
        let second: ObjectIdentifier?
        let secondAttribute: Int
        let multiplier: CGFloat
        let priority: Float

        /// Hashes the items, attributes and relation, not the identifier's text: two rules that
        /// share all of these but the identifier are rare, and hashing the text costs more than
        /// the rest together. Equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(first)
            hasher.combine(firstAttribute)
            hasher.combine(relation)
            hasher.combine(second)
            hasher.combine(secondAttribute)
        }
    }

    var identifier: String
    var first: AnyObject
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: AnyObject?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: UILayoutPriority = .required

    var key: Key {
        Key(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute.rawValue,
            relation: relation.rawValue, second: second.map(ObjectIdentifier.init),
            secondAttribute: secondAttribute.rawValue, multiplier: multiplier, priority: priority.rawValue)
    }

    /// An inactive constraint for the rule.
    func makeConstraint() -> NSLayoutConstraint {
        var secondSpec: HeadlessAnchorSpec?
        if let second { secondSpec = HeadlessAnchorSpec(item: second, attribute: secondAttribute) }
        let constraint = HeadlessStackView.NSLayoutConstraint(
            first: HeadlessAnchorSpec(item: first, attribute: firstAttribute), relation: relation,
            second: secondSpec, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}

/// Names for the stack view's internal types.
enum HeadlessStackView {
    /// A generated `UISV-*` constraint. It carries UIKit's class name so that descriptions and
    /// conflict logs print `NSLayoutConstraint`, as UIKit's do; it is internal for conflict
    /// handling (<doc:Solving#Conflicts>) and listed in the stack's `constraints`.
    final class NSLayoutConstraint: HeadlessUIKit.NSLayoutConstraint {
        override var constraintKind: HeadlessConstraintKind { .arrangement }
    }
}

extension UIStackView {
    /// Replaces the active arrangement constraints with `rules`: constraints whose rule is gone
    /// are deactivated, kept ones only take the new constant, new ones are installed in order.
    func apply(_ rules: [HeadlessStackRule]) {
        var wanted: [HeadlessStackRule.Key: HeadlessStackRule] = [:]
        var order: [HeadlessStackRule.Key] = []
        wanted.reserveCapacity(rules.count)
        order.reserveCapacity(rules.count)
        for rule in rules {
            let key = rule.key
            guard wanted[key] == nil else { continue }
            wanted[key] = rule
            order.append(key)
        }
        dropArrangement { key, constraint in wanted[key] == nil || !constraint.isActive }
        for key in order {
            guard let rule = wanted[key] else { continue }
            if let existing = arrangementConstraints[key] {
                existing.constant = rule.constant
                continue
            }
            let constraint = rule.makeConstraint()
            guard constraint.canBeInstalled(on: self) else { continue }
            install(constraint)
            arrangementConstraints[key] = constraint
        }
    }

    /// Deactivates the arrangement constraints `shouldDrop` picks, in activation order (so that
    /// the solver sees the same operations in every run).
    func dropArrangement(where shouldDrop: (HeadlessStackRule.Key, NSLayoutConstraint) -> Bool) {
        let dropped = arrangementConstraints.filter { shouldDrop($0.key, $0.value) }
            .sorted { $0.value.wasActivated(before: $1.value) }
        for (key, constraint) in dropped {
            constraint.performDeactivation()
            arrangementConstraints[key] = nil
        }
    }
}
#endif
