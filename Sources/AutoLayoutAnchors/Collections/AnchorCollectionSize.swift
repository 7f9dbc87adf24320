#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The size (`width`, `height`) of one view or layout guide (<doc:AnchorRules#Collections>). Every method makes
/// width then height, named `"<file>:<line> anchors.size.<attribute>"`.
@MainActor public struct AnchorCollectionSize {
    /// The view or layout guide.
    public let item: any LayoutItem

    init(_ item: any LayoutItem) {
        self.item = item
    }

    /// `width == size.width`, `height == size.height`.
    @discardableResult public func equal(
        _ size: CGSize, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        fix(.equal, size, priority, AnchorCall("size", file, line))
    }

    /// `width >= size.width`, `height >= size.height`.
    @discardableResult public func greaterThanOrEqual(
        _ size: CGSize, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        fix(.greaterThanOrEqual, size, priority, AnchorCall("size", file, line))
    }

    /// `width <= size.width`, `height <= size.height`.
    @discardableResult public func lessThanOrEqual(
        _ size: CGSize, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        fix(.lessThanOrEqual, size, priority, AnchorCall("size", file, line))
    }

    /// `width REL size.width`, `height REL size.height`; the Align guide's spelling.
    @discardableResult public func set(
        _ size: CGSize, relation: NSLayoutConstraint.Relation = .equal, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        fix(relation, size, priority, AnchorCall("size", file, line))
    }

    /// `width == item.width × multiplier − insets.width`, height likewise.
    @discardableResult public func equal(
        _ item: any LayoutItem, insets: CGSize = .zero, multiplier: CGFloat = 1, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(.equal, item, insets, multiplier, priority, AnchorCall("size", file, line))
    }

    /// `width >= item.width × multiplier − insets.width`, height likewise.
    @discardableResult public func greaterThanOrEqual(
        _ item: any LayoutItem, insets: CGSize = .zero, multiplier: CGFloat = 1, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(.greaterThanOrEqual, item, insets, multiplier, priority, AnchorCall("size", file, line))
    }

    /// `width <= item.width × multiplier − insets.width`, height likewise.
    @discardableResult public func lessThanOrEqual(
        _ item: any LayoutItem, insets: CGSize = .zero, multiplier: CGFloat = 1, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(.lessThanOrEqual, item, insets, multiplier, priority, AnchorCall("size", file, line))
    }

    /// `width REL other.width × multiplier − insets.width`, height likewise
    /// (`view.size.match(container.size)`).
    @discardableResult public func match(
        _ other: AnchorCollectionSize, insets: CGSize = .zero, multiplier: CGFloat = 1,
        relation: NSLayoutConstraint.Relation = .equal, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        relate(relation, other.item, insets, multiplier, priority, AnchorCall("size", file, line))
    }

    private func fix(
        _ relation: NSLayoutConstraint.Relation, _ size: CGSize, _ priority: UILayoutPriority, _ call: AnchorCall
    ) -> [NSLayoutConstraint] {
        ConstraintGroup.submit([(NSLayoutConstraint.Attribute.width, size.width), (.height, size.height)].compactMap { attribute, value in
            AnchorFactory.make(AnchorTerm(item: item, attribute: attribute), relation, nil, constant: value, priority: priority, call: call)
        }, call: call)
    }

    private func relate(
        _ relation: NSLayoutConstraint.Relation, _ other: any LayoutItem, _ insets: CGSize, _ multiplier: CGFloat,
        _ priority: UILayoutPriority, _ call: AnchorCall
    ) -> [NSLayoutConstraint] {
        ConstraintGroup.submit([(NSLayoutConstraint.Attribute.width, insets.width), (.height, insets.height)].compactMap { attribute, inset in
            AnchorFactory.make(AnchorTerm(item: item, attribute: attribute), relation,
                               AnchorTerm(item: other, attribute: attribute, multiplier: multiplier),
                               constant: -inset, priority: priority, call: call)
        }, call: call)
    }
}
