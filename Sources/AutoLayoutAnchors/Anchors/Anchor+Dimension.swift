#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Width and height: related to other dimensions on either axis, or to constants
/// (<doc:AnchorRules#Methods>).
extension Anchor where Type == AnchorType.Dimension {
    /// `self == other + constant`; `other` may be a width or a height.
    @discardableResult public func equal<OtherAxis>(
        _ other: Anchor<AnchorType.Dimension, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .equal, other.term, constant: constant, priority: priority, call: AnchorCall("equal", file, line))
    }

    /// `self >= other + constant`; `other` may be a width or a height.
    @discardableResult public func greaterThanOrEqual<OtherAxis>(
        _ other: Anchor<AnchorType.Dimension, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .greaterThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// `self <= other + constant`; `other` may be a width or a height.
    @discardableResult public func lessThanOrEqual<OtherAxis>(
        _ other: Anchor<AnchorType.Dimension, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .lessThanOrEqual, other.term, constant: constant, priority: priority, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// `self == constant`.
    @discardableResult public func equal(
        _ constant: CGFloat, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .equal, nil, constant: constant, priority: priority, call: AnchorCall("equal", file, line))
    }

    /// `self >= constant`.
    @discardableResult public func greaterThanOrEqual(
        _ constant: CGFloat, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .greaterThanOrEqual, nil, constant: constant, priority: priority, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// `self <= constant`.
    @discardableResult public func lessThanOrEqual(
        _ constant: CGFloat, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, .lessThanOrEqual, nil, constant: constant, priority: priority, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// `self REL constant`; the Align guide's spelling (`title.al.width.set(44)`).
    @discardableResult public func set(
        _ constant: CGFloat, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, relation, nil, constant: constant, priority: priority, call: AnchorCall("set", file, line))
    }

    /// `self REL other`, constants and multipliers taken from the anchor expressions
    /// (`title.al.width.match(title.al.height * 2)`).
    @discardableResult public func match<OtherAxis>(
        _ other: Anchor<AnchorType.Dimension, OtherAxis>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.single(term, relation, other.term, priority: priority, call: AnchorCall("match", file, line))
    }

    /// `self >= range.lowerBound` and `self <= range.upperBound`, in that order.
    @discardableResult public func clamp(
        to range: ClosedRange<CGFloat>, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        let call = AnchorCall("clamp", file, line)
        return ConstraintGroup.submit([
            AnchorFactory.make(term, .greaterThanOrEqual, nil, constant: range.lowerBound, priority: priority, call: call),
            AnchorFactory.make(term, .lessThanOrEqual, nil, constant: range.upperBound, priority: priority, call: call),
        ].compactMap { $0 }, call: call)
    }
}
