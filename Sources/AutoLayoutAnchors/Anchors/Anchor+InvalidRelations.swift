#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

// Relations UIKit cannot make, spelled out as unavailable overloads so that the compiler names
// the problem instead of listing candidates: leading/trailing with left/right, and horizontal
// with vertical positions, dimensions with positions (the AnchorRules article, Anchor types). They can never be
// called.

/// A leading or trailing edge cannot be related to a left or right edge.
extension Anchor where Type: AnchorType.Alignment, Axis == AnchorAxis.Directional {
    /// Unavailable: leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides")
    @discardableResult public func equal<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Absolute>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("equal", file, line))
    }

    /// Unavailable: leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides")
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Absolute>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// Unavailable: leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides")
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Absolute>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// Unavailable: leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides")
    @discardableResult public func align<OtherType: AnchorType.Alignment>(
        with other: Anchor<OtherType, AnchorAxis.Absolute>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("align", file, line))
    }
}

/// A left or right edge cannot be related to a leading or trailing edge.
extension Anchor where Type: AnchorType.Alignment, Axis == AnchorAxis.Absolute {
    /// Unavailable: left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides")
    @discardableResult public func equal<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Directional>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("equal", file, line))
    }

    /// Unavailable: left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides")
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Directional>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// Unavailable: left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides")
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Directional>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// Unavailable: left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides.
    @available(*, unavailable, message: "left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides")
    @discardableResult public func align<OtherType: AnchorType.Alignment>(
        with other: Anchor<OtherType, AnchorAxis.Directional>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("align", file, line))
    }
}

/// A horizontal position cannot be related to a vertical one.
extension Anchor where Type: AnchorType.Alignment, Axis: AnchorAxis.Horizontal {
    /// Unavailable: a horizontal anchor cannot be related to a vertical anchor.
    @available(*, unavailable, message: "a horizontal anchor cannot be related to a vertical anchor")
    @discardableResult public func equal<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Vertical>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("equal", file, line))
    }

    /// Unavailable: a horizontal anchor cannot be related to a vertical anchor.
    @available(*, unavailable, message: "a horizontal anchor cannot be related to a vertical anchor")
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Vertical>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// Unavailable: a horizontal anchor cannot be related to a vertical anchor.
    @available(*, unavailable, message: "a horizontal anchor cannot be related to a vertical anchor")
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment>(
        _ other: Anchor<OtherType, AnchorAxis.Vertical>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// Unavailable: a horizontal anchor cannot be related to a vertical anchor.
    @available(*, unavailable, message: "a horizontal anchor cannot be related to a vertical anchor")
    @discardableResult public func align<OtherType: AnchorType.Alignment>(
        with other: Anchor<OtherType, AnchorAxis.Vertical>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("align", file, line))
    }
}

/// A vertical position cannot be related to a horizontal one.
extension Anchor where Type: AnchorType.Alignment, Axis == AnchorAxis.Vertical {
    /// Unavailable: a vertical anchor cannot be related to a horizontal anchor.
    @available(*, unavailable, message: "a vertical anchor cannot be related to a horizontal anchor")
    @discardableResult public func equal<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.Horizontal>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("equal", file, line))
    }

    /// Unavailable: a vertical anchor cannot be related to a horizontal anchor.
    @available(*, unavailable, message: "a vertical anchor cannot be related to a horizontal anchor")
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.Horizontal>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// Unavailable: a vertical anchor cannot be related to a horizontal anchor.
    @available(*, unavailable, message: "a vertical anchor cannot be related to a horizontal anchor")
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.Horizontal>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// Unavailable: a vertical anchor cannot be related to a horizontal anchor.
    @available(*, unavailable, message: "a vertical anchor cannot be related to a horizontal anchor")
    @discardableResult public func align<OtherType: AnchorType.Alignment, OtherAxis: AnchorAxis.Horizontal>(
        with other: Anchor<OtherType, OtherAxis>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("align", file, line))
    }
}

/// A dimension cannot be related to a position.
extension Anchor where Type == AnchorType.Dimension {
    /// Unavailable: a dimension cannot be related to an edge, centre or baseline.
    @available(*, unavailable, message: "a dimension (width, height) cannot be related to an edge, centre or baseline")
    @discardableResult public func equal<OtherType: AnchorType.Alignment, OtherAxis>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("equal", file, line))
    }

    /// Unavailable: a dimension cannot be related to an edge, centre or baseline.
    @available(*, unavailable, message: "a dimension (width, height) cannot be related to an edge, centre or baseline")
    @discardableResult public func greaterThanOrEqual<OtherType: AnchorType.Alignment, OtherAxis>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("greaterThanOrEqual", file, line))
    }

    /// Unavailable: a dimension cannot be related to an edge, centre or baseline.
    @available(*, unavailable, message: "a dimension (width, height) cannot be related to an edge, centre or baseline")
    @discardableResult public func lessThanOrEqual<OtherType: AnchorType.Alignment, OtherAxis>(
        _ other: Anchor<OtherType, OtherAxis>, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("lessThanOrEqual", file, line))
    }

    /// Unavailable: a dimension cannot be matched with an edge, centre or baseline.
    @available(*, unavailable, message: "a dimension (width, height) cannot be related to an edge, centre or baseline")
    @discardableResult public func match<OtherType: AnchorType.Alignment, OtherAxis>(
        _ other: Anchor<OtherType, OtherAxis>, relation: NSLayoutConstraint.Relation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        AnchorFactory.placeholder(for: term, call: AnchorCall("match", file, line))
    }
}
