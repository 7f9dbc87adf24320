#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The centre (`centerX`, `centerY`) of one view or layout guide (<doc:AnchorRules#Collections>). Every method
/// makes centerX then centerY, named `"<file>:<line> anchors.center.<attribute>"`.
@MainActor public struct AnchorCollectionCenter {
    /// The view or layout guide.
    public let item: any LayoutItem

    init(_ item: any LayoutItem) {
        self.item = item
    }

    /// `centerX == item.centerX + offset.x`, `centerY == item.centerY + offset.y`.
    @discardableResult public func equal(
        _ item: any LayoutItem, offset: CGPoint = .zero, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(.equal, item, offset, priority, AnchorCall("center", file, line))
    }

    /// `centerX >= item.centerX + offset.x`, `centerY >= item.centerY + offset.y`.
    @discardableResult public func greaterThanOrEqual(
        _ item: any LayoutItem, offset: CGPoint = .zero, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(.greaterThanOrEqual, item, offset, priority, AnchorCall("center", file, line))
    }

    /// `centerX <= item.centerX + offset.x`, `centerY <= item.centerY + offset.y`.
    @discardableResult public func lessThanOrEqual(
        _ item: any LayoutItem, offset: CGPoint = .zero, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(.lessThanOrEqual, item, offset, priority, AnchorCall("center", file, line))
    }

    /// Centres in the container (superview or owning view), moved by `offset`.
    @discardableResult public func align(
        offset: CGPoint = .zero, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        let call = AnchorCall("center", file, line)
        guard let container = AnchorFactory.container(of: item, call: call) else { return [] }
        return relate(.equal, container, offset, priority, call)
    }

    /// Centres in the superview, moved by `offset`; the Align guide's name for `align(offset:)`.
    @discardableResult public func alignWithSuperview(
        offset: CGPoint = .zero, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        align(offset: offset, priority: priority, file: file, line: line)
    }

    /// Centres on another centre (`$0.center.align(with: view.al.center)`), moved by `offset`.
    @discardableResult public func align(
        with other: AnchorCollectionCenter, offset: CGPoint = .zero, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(.equal, other.item, offset, priority, AnchorCall("center", file, line))
    }

    private func relate(
        _ relation: NSLayoutConstraint.Relation, _ other: any LayoutItem, _ offset: CGPoint,
        _ priority: UILayoutPriority, _ call: AnchorCall
    ) -> [NSLayoutConstraint] {
        ConstraintGroup.submit([(NSLayoutConstraint.Attribute.centerX, offset.x), (.centerY, offset.y)].compactMap { attribute, value in
            AnchorFactory.make(AnchorTerm(item: item, attribute: attribute), relation, AnchorTerm(item: other, attribute: attribute),
                               constant: value, priority: priority, call: call)
        }, call: call)
    }
}
