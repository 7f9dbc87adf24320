#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The two items of a pin call (<doc:PinRules#Pushing-pins>): the receiver and the resolved second
/// item, which is nil only when no pin of the call needs one.
@MainActor struct PinTarget {
    /// The receiver, first item of every constraint.
    let view: UIView
    /// The `relativeTo` view or the receiver's superview.
    let other: UIView?

    /// Resolves the second item for `pins`, or reports why there is none (`pinNoSecondItem`,
    /// `pinNoCommonAncestor`) and returns nil. Calls made only of constant pins need none.
    static func resolve(
        _ pins: [Pin], of view: UIView, relativeTo other: UIView?, call: String, site: CallSite
    ) -> PinTarget? {
        let needing = pins.map(\.constraintDescription).filter { $0.secondItem == .relative }
        guard !needing.isEmpty else { return PinTarget(view: view, other: nil) }
        let tokens = needing.map(\.shape.token).joined(separator: ", ")
        guard let second = other ?? view.superview else {
            site.report(.pinNoSecondItem, "\(call): \(tokens) \(needing.count == 1 ? "needs" : "need") a second item, but no relativeTo view was given and the \(type(of: view)) has no superview; nothing was changed")
            return nil
        }
        guard view.inclusiveCommonAncestor(with: second) != nil else {
            site.report(.pinNoCommonAncestor, "\(call): the \(type(of: view)) and the relativeTo \(type(of: second)) are not in one view hierarchy; nothing was changed")
            return nil
        }
        return PinTarget(view: view, other: second)
    }

    /// The second item of a constraint made from `description`.
    func secondItem(for description: ConstraintDescription) -> UIView? {
        description.secondItem == .relative ? other : nil
    }

    /// A new, inactive constraint for a checked description, with its priority and identifier.
    func constraint(for description: ConstraintDescription, site: CallSite) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: view, attribute: description.firstAttribute, relatedBy: description.relation,
            toItem: secondItem(for: description), attribute: description.secondAttribute,
            multiplier: description.multiplier, constant: description.constant)
        constraint.priority = description.priority
        constraint.identifier = site.identifier(for: description)
        return constraint
    }
}
