#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Alignment anchors (edges, centres, baselines) related to alignment anchors of the same axis.
/// `centerX` and the horizontal edges are related in `Anchor+HorizontalCenter.swift`.
extension Anchor where Type: AnchorType.Alignment {
    /// `self == other + constant`.
    @discardableResult public func equal<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, Axis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .equal, other.term, constant: constant, priority: priority, call: AnchorCall("equal", file, line))
    }

    /// `self >= other + constant`.
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, Axis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .greaterThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// `self <= other + constant`.
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, Axis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .lessThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// `self REL other`; constants and multipliers come from the anchor expressions
    /// (`title.top.align(with: subtitle.top * 2 + 10)`).
    @discardableResult public func align<OtherType: AnchorType.Alignment>(
        with other: Anchor<OtherType, Axis>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, relation, other.term, priority: priority, call: AnchorCall("align", file, line))
    }
}
