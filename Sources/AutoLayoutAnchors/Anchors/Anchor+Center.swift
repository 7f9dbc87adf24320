#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Aligning a centre with the same centre of the container (<doc:AnchorRules#Methods>).
extension Anchor where Type == AnchorType.Center {
    /// `self REL container.center + offset`, the container being the superview or owning view.
    @discardableResult public func align(
        offset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        alignWithContainer(offset: offset, relation: relation, priority: priority, call: AnchorCall("align", file, line))
    }

    /// `self REL superview.center + offset`; the Align guide's name for `align(offset:)`.
    @discardableResult public func alignWithSuperview(
        offset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        alignWithContainer(offset: offset, relation: relation, priority: priority, call: AnchorCall("alignWithSuperview", file, line))
    }

    private func alignWithContainer(
        offset: CGFloat, relation: NSLayoutConstraint.Relation, priority: UILayoutPriority, call: AnchorCall
    ) -> NSLayoutConstraint {
        guard let container = AnchorFactory.container(of: item, call: call) else { return AnchorFactory.placeholder(for: term, call: call) }
        return AnchorFactory.single(term, relation, AnchorTerm(item: container, attribute: attribute), constant: offset, priority: priority, call: call)
    }
}
