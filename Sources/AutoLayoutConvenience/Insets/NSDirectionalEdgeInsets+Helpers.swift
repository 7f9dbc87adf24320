#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension NSDirectionalEdgeInsets {
    /// Every edge `value`.
    public static func all(_ value: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Every edge `value`; the same as `all(_:)`.
    public static func inset(_ value: CGFloat) -> NSDirectionalEdgeInsets { all(value) }

    /// The top edge `value`, the others 0.
    public static func top(_ value: CGFloat) -> NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: value, leading: 0, bottom: 0, trailing: 0) }
    /// The leading edge `value`, the others 0.
    public static func leading(_ value: CGFloat) -> NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: value, bottom: 0, trailing: 0) }
    /// The bottom edge `value`, the others 0.
    public static func bottom(_ value: CGFloat) -> NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: value, trailing: 0) }
    /// The trailing edge `value`, the others 0.
    public static func trailing(_ value: CGFloat) -> NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: value) }
    /// The leading and trailing edges `value`, the others 0.
    public static func horizontal(_ value: CGFloat) -> NSDirectionalEdgeInsets { insets(horizontal: value) }
    /// The top and bottom edges `value`, the others 0.
    public static func vertical(_ value: CGFloat) -> NSDirectionalEdgeInsets { insets(vertical: value) }

    /// Leading and trailing `horizontal`, top and bottom `vertical`.
    public static func insets(horizontal: CGFloat = 0, vertical: CGFloat = 0) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// Leading and trailing `horizontal`, top and bottom `vertical`.
    public static func horizontally(_ horizontal: CGFloat, vertically vertical: CGFloat) -> NSDirectionalEdgeInsets {
        insets(horizontal: horizontal, vertical: vertical)
    }

    /// The edge-wise sum of `insets`.
    public static func with(_ insets: NSDirectionalEdgeInsets...) -> NSDirectionalEdgeInsets {
        insets.reduce(.zero) { $0.adding($1) }
    }

    /// These insets with the top edge replaced.
    public func with(top: CGFloat) -> NSDirectionalEdgeInsets { replacing(\.top, with: top) }
    /// These insets with the leading edge replaced.
    public func with(leading: CGFloat) -> NSDirectionalEdgeInsets { replacing(\.leading, with: leading) }
    /// These insets with the bottom edge replaced.
    public func with(bottom: CGFloat) -> NSDirectionalEdgeInsets { replacing(\.bottom, with: bottom) }
    /// These insets with the trailing edge replaced.
    public func with(trailing: CGFloat) -> NSDirectionalEdgeInsets { replacing(\.trailing, with: trailing) }
    /// These insets with the leading and trailing edges replaced.
    public func with(horizontal: CGFloat) -> NSDirectionalEdgeInsets { with(leading: horizontal).with(trailing: horizontal) }
    /// These insets with the top and bottom edges replaced.
    public func with(vertical: CGFloat) -> NSDirectionalEdgeInsets { with(top: vertical).with(bottom: vertical) }

    /// The edge-wise sum of these insets and `other`.
    public func adding(_ other: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }

    /// Every edge multiplied by `factor` (README spelling).
    public func multiply(_ factor: CGFloat) -> NSDirectionalEdgeInsets { multiply(by: factor) }

    /// Every edge multiplied by `factor`.
    public func multiply(by factor: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top * factor, leading: leading * factor, bottom: bottom * factor, trailing: trailing * factor)
    }

    /// Every edge negated.
    public func inverted() -> NSDirectionalEdgeInsets { multiply(by: -1) }

    /// Leading and trailing swapped.
    public var horizontallySwapped: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
    }

    /// Top and bottom swapped.
    public var verticallySwapped: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: bottom, leading: leading, bottom: top, trailing: trailing)
    }

    /// The same insets as `UIEdgeInsets`, leading as left and trailing as right.
    public var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// Leading plus trailing.
    public var horizontalInset: CGFloat { leading + trailing }

    /// Top plus bottom.
    public var verticalInset: CGFloat { top + bottom }

    private func replacing(_ edge: WritableKeyPath<NSDirectionalEdgeInsets, CGFloat>, with value: CGFloat) -> NSDirectionalEdgeInsets {
        var insets = self
        insets[keyPath: edge] = value
        return insets
    }
}
