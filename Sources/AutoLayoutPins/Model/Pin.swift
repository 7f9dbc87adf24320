#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// One constraint, described by its shape and its constant, to be pushed onto a view with
/// `pushPin(_:relativeTo:)` / `pushPins(_:relativeTo:)` or used to find and change existing
/// constraints with `updatePins(_:relativeTo:)`.
///
/// Unless a modifier says otherwise, the first item is the receiving view, the second item is
/// its superview (or the `relativeTo` view), the relation is `.equal`, the multiplier 1, the
/// priority `.required`, and both items use the same attribute. The constant is always written,
/// even when it is zero: `.top(0)`.
///
/// Edge, centre, baseline, size and margin pins use the constant as a raw offset
/// (`view.a == other.b + c`), so trailing and bottom insets are negative. The four relative
/// position pins (`below`, `above`, `rightOf`, `leftOf`) use it as a gap: a positive value
/// always separates the two views.
public enum Pin: Equatable, Sendable {
    /// `view.leading == other.leading + c`.
    case leading(CGFloat)
    /// `view.trailing == other.trailing + c`; an inset is negative.
    case trailing(CGFloat)
    /// `view.top == other.top + c`.
    case top(CGFloat)
    /// `view.bottom == other.bottom + c`; an inset is negative.
    case bottom(CGFloat)
    /// `view.left == other.left + c`, whatever the layout direction.
    case left(CGFloat)
    /// `view.right == other.right + c`, whatever the layout direction; an inset is negative.
    case right(CGFloat)
    /// `view.centerX == other.centerX + c`.
    case centerX(CGFloat)
    /// `view.centerY == other.centerY + c`.
    case centerY(CGFloat)
    /// `view.firstBaseline == other.firstBaseline + c`.
    case firstBaseline(CGFloat)
    /// `view.lastBaseline == other.lastBaseline + c`.
    case lastBaseline(CGFloat)
    /// `view.width == other.width × multiplier + c`.
    case width(CGFloat)
    /// `view.height == other.height × multiplier + c`.
    case height(CGFloat)
    /// `view.width == c`, with no second item; a negative constant is reported and clamped to 0.
    case widthConstant(CGFloat)
    /// `view.height == c`, with no second item; a negative constant is reported and clamped to 0.
    case heightConstant(CGFloat)
    /// `view.left == other.leftMargin + c`.
    case leftMargin(CGFloat)
    /// `view.right == other.rightMargin + c`; an inset is negative.
    case rightMargin(CGFloat)
    /// `view.top == other.topMargin + c`.
    case topMargin(CGFloat)
    /// `view.bottom == other.bottomMargin + c`; an inset is negative.
    case bottomMargin(CGFloat)
    /// `view.leading == other.leadingMargin + c`.
    case leadingMargin(CGFloat)
    /// `view.trailing == other.trailingMargin + c`; an inset is negative.
    case trailingMargin(CGFloat)
    /// `view.centerX == other.centerXWithinMargins + c`.
    case centerXWithinMargins(CGFloat)
    /// `view.centerY == other.centerYWithinMargins + c`.
    case centerYWithinMargins(CGFloat)
    /// The view sits `gap` points below the other view: `view.top == other.bottom + gap`.
    case below(CGFloat)
    /// The view sits `gap` points above the other view: `view.bottom == other.top − gap`.
    case above(CGFloat)
    /// The view follows the other view in reading order, `gap` points after it:
    /// `view.leading == other.trailing + gap` (to the right in left-to-right layouts).
    case rightOf(CGFloat)
    /// The view precedes the other view in reading order, `gap` points before it:
    /// `view.trailing == other.leading − gap` (to the left in left-to-right layouts).
    case leftOf(CGFloat)
    /// Any constraint, spelled out field by field. Every modifier returns this case.
    case custom(ConstraintDescription)
}
