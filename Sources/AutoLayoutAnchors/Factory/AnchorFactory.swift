#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Turns anchor equations into named constraints (<doc:AnchorRules#Expressions>): the one place that creates
/// the idiom's `NSLayoutConstraint`s.
@MainActor enum AnchorFactory {
    /// `lhs REL rhs + constant` solved for the receiver's attribute, with `lhs = m1·A + o1` and
    /// `rhs = m2·B + o2`: `A REL' (m2/m1)·B + (o2 + constant − o1)/m1`, REL' mirrored when
    /// m1 < 0. Without `rhs` the right side is the constant alone (dimensions only).
    ///
    /// Returns an inactive, named constraint and turns off autoresizing translation on A's view;
    /// returns nil after reporting when the equation cannot be made into a constraint.
    static func make(
        _ lhs: AnchorTerm, _ relation: NSLayoutConstraint.Relation, _ rhs: AnchorTerm?,
        constant: CGFloat = 0, priority: UILayoutPriority, call: AnchorCall
    ) -> NSLayoutConstraint? {
        let name = "the \(lhs.attribute.layoutName) constraint"
        guard lhs.multiplier != 0 else {
            call.report(.anchorInvalid, "\(name) has a left-hand multiplier of 0, which cannot be solved for \(lhs.attribute.layoutName); it was not created")
            return nil
        }
        let multiplier = (rhs?.multiplier ?? 0) / lhs.multiplier
        let value = ((rhs?.offset ?? 0) + constant - lhs.offset) / lhs.multiplier
        guard value.isFinite, multiplier.isFinite else {
            call.report(.anchorInvalid, "\(name) needs finite values, got constant \(value) and multiplier \(multiplier); it was not created")
            return nil
        }
        guard priority.rawValue >= 1, priority.rawValue <= UILayoutPriority.required.rawValue else {
            call.report(.anchorInvalid, "\(name) needs a priority in 1…1000, got \(priority.rawValue); it was not created")
            return nil
        }
        if rhs != nil, lhs.attribute != .width, lhs.attribute != .height, multiplier == 0 {
            call.report(.anchorInvalid, "\(name) relates a position to a multiplier of 0; it was not created")
            return nil
        }
        let constraint = NSLayoutConstraint(
            item: lhs.item, attribute: lhs.attribute, relatedBy: lhs.multiplier < 0 ? relation.mirrored : relation,
            toItem: rhs?.item, attribute: rhs?.attribute ?? .notAnAttribute,
            multiplier: rhs == nil ? 1 : multiplier, constant: value)
        constraint.identifier = call.identifier(for: lhs.attribute)
        constraint.priority = priority
        (lhs.item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        return constraint
    }

    /// Makes one constraint and submits it (to the open builder, else through the funnel); when
    /// it cannot be made, returns an inert placeholder instead.
    static func single(
        _ lhs: AnchorTerm, _ relation: NSLayoutConstraint.Relation, _ rhs: AnchorTerm?,
        constant: CGFloat = 0, priority: UILayoutPriority, call: AnchorCall
    ) -> NSLayoutConstraint {
        guard let constraint = make(lhs, relation, rhs, constant: constant, priority: priority, call: call) else {
            return placeholder(for: lhs, call: call)
        }
        ConstraintGroup.submit([constraint], call: call)
        return constraint
    }

    /// An inactive `item.attribute == item.attribute` constraint named
    /// `"<file>:<line> anchors.<method>.<attribute>.unresolved"`, returned where a single constraint is
    /// due but none could be built (<doc:AnchorRules#Failures>). The library never activates it.
    static func placeholder(for lhs: AnchorTerm, call: AnchorCall) -> NSLayoutConstraint {
        .placeholder(on: lhs.item, attribute: lhs.attribute, identifier: call.identifier(for: lhs.attribute) + ".unresolved")
    }

    /// The container of `item`, or nil after reporting `anchorNoContainer`.
    static func container(of item: any LayoutItem, call: AnchorCall) -> UIView? {
        if let container = item.anchorContainer { return container }
        call.report(.anchorNoContainer, "\(describe(item)) has no \(item is UIView ? "superview" : "owning view"); nothing was created")
        return nil
    }

    /// A short name for an item in messages.
    static func describe(_ item: any LayoutItem) -> String {
        "the \(String(describing: type(of: item)))"
    }
}
