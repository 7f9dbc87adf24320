#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Pinning edges to containers and spacing them from other edges (<doc:AnchorRules#Methods>). An inset is
/// positive inwards and `relation` qualifies it: `.greaterThanOrEqual` keeps the edge at least
/// `inset` inside, on near and far edges alike.
extension Anchor where Type == AnchorType.Edge {
    /// Pins the edge to the same edge of `item` (default: the receiver's container), `inset`
    /// inside it: top/leading/left `self REL item.edge + inset`, bottom/trailing/right
    /// `self REL' item.edge − inset` with the relation mirrored.
    @discardableResult public func pin(
        to item: (any LayoutItem)? = nil, inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pin(to: item, inset: inset, relation: relation, priority: priority, call: AnchorCall("pin", file, line))
    }

    /// Pins the edge to the same edge of the container (superview or owning view).
    @discardableResult public func pinToSuperview(
        inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pin(to: nil, inset: inset, relation: relation, priority: priority, call: AnchorCall("pinToSuperview", file, line))
    }

    /// Pins the edge to the same edge of the container's `layoutMarginsGuide`.
    @discardableResult public func pinToSuperviewMargin(
        inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        let call = AnchorCall("pinToSuperviewMargin", file, line)
        guard let container = AnchorFactory.container(of: item, call: call) else { return AnchorFactory.placeholder(for: term, call: call) }
        return pin(to: container.layoutMarginsGuide, inset: inset, relation: relation, priority: priority, call: call)
    }

    /// Pins the edge to the same edge of `view`'s `safeAreaLayoutGuide` (default: the container's).
    @discardableResult public func pinToSafeArea(
        of view: UIView? = nil, inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        let call = AnchorCall("pinToSafeArea", file, line)
        guard let view = view ?? AnchorFactory.container(of: item, call: call) else { return AnchorFactory.placeholder(for: term, call: call) }
        return pin(to: view.safeAreaLayoutGuide, inset: inset, relation: relation, priority: priority, call: call)
    }

    /// A gap of `spacing` from `other`: for facing edges (bottom to top, trailing to leading,
    /// right to left) `self REL' other − spacing`, otherwise `self REL other + spacing`.
    /// A positive value always separates; `.greaterThanOrEqual` means "at least this far apart".
    @discardableResult public func spacing(
        _ spacing: CGFloat, to other: Anchor<AnchorType.Edge, Axis>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.spacing(term, spacing, to: other.term, relation: relation, priority: priority, call: AnchorCall("spacing", file, line))
    }

    private func pin(
        to item: (any LayoutItem)?, inset: CGFloat, relation: NSLayoutConstraint.Relation,
        priority: UILayoutPriority, call: AnchorCall
    ) -> NSLayoutConstraint {
        guard let reference = item ?? AnchorFactory.container(of: self.item, call: call),
              let constraint = AnchorFactory.inset(term, from: reference, by: inset, relation: relation, priority: priority, call: call)
        else { return AnchorFactory.placeholder(for: term, call: call) }
        ConstraintGroup.submit([constraint], call: call)
        return constraint
    }
}
