#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The fields `updatePins` matches on (<doc:PinRules#Updating-pins>): multiplier, priority and identifier are
/// not part of the key.
@MainActor struct PinKey {
    let first: UIView
    let firstAttribute: NSLayoutConstraint.Attribute
    let second: UIView?
    let secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation

    /// The key of a checked description pushed onto `target`.
    init(_ description: ConstraintDescription, target: PinTarget) {
        first = target.view
        firstAttribute = description.firstAttribute
        second = target.secondItem(for: description)
        secondAttribute = description.secondAttribute
        relation = description.relation
    }

    /// Whether `constraint` has this key.
    func matches(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.firstItem === first && constraint.firstAttribute == firstAttribute
            && constraint.secondItem === second && constraint.secondAttribute == secondAttribute
            && constraint.relation == relation
    }

    /// The view constraints with this key are installed on while active.
    var container: UIView? {
        guard let second else { return first }
        return first.inclusiveCommonAncestor(with: second)
    }

    /// The key as an equation, e.g. `UIView.top == UIView.bottom`.
    var text: String {
        let left = "\(type(of: first)).\(firstAttribute.layoutName) \(relation.symbol) "
        guard let second else { return left + "constant" }
        return left + "\(type(of: second)).\(secondAttribute.layoutName)"
    }
}
