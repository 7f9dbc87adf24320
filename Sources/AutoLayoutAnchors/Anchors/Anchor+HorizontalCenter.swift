#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

// `centerX` (axis `Horizontal`) relates to leading/trailing (`Directional`) and to left/right
// (`Absolute`) in either order; `Directional` and `Absolute` never meet (the AnchorRules article, Anchor types). The
// rule is carried by `AnchorAxis.HorizontalEdge`, which only those two axes adopt: one overload
// per direction, none of which overlaps the same-axis relations of `Anchor+Alignment.swift`.

/// `centerX` related to a leading, trailing, left or right edge.
extension Anchor where Type: AnchorType.Alignment, Axis == AnchorAxis.Horizontal {
    /// `self == other + constant`.
    @discardableResult public func equal<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.HorizontalEdge>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .equal, other.term, constant: constant, priority: priority, call: AnchorCall("equal", file, line))
    }

    /// `self >= other + constant`.
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.HorizontalEdge>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .greaterThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// `self <= other + constant`.
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.HorizontalEdge>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .lessThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// `self REL other`, constants and multipliers taken from the anchor expressions.
    @discardableResult public func align<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.HorizontalEdge>(
        with other: Anchor<OtherType, OtherAxis>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, relation, other.term, priority: priority, call: AnchorCall("align", file, line))
    }
}

/// A leading, trailing, left or right edge related to `centerX`.
extension Anchor where Type: AnchorType.Alignment, Axis: AnchorAxis.HorizontalEdge {
    /// `self == other + constant`.
    @discardableResult public func equal<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Horizontal>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .equal, other.term, constant: constant, priority: priority, call: AnchorCall("equal", file, line))
    }

    /// `self >= other + constant`.
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Horizontal>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .greaterThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// `self <= other + constant`.
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Horizontal>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .lessThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// `self REL other`, constants and multipliers taken from the anchor expressions.
    @discardableResult public func align<OtherType: AnchorType.Alignment>(
        with other: Anchor<OtherType, AnchorAxis.Horizontal>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, relation, other.term, priority: priority, call: AnchorCall("align", file, line))
    }
}
