#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UILayoutPriority {
    /// 951: above the 759–760 widths a stack view gives labels, below required.
    public static let stackViewWorkaroundHigh = UILayoutPriority(rawValue: 951)
    /// 999: the height priority a self-sizing cell's content needs, so that it never fights the
    /// cell's own height constraint while the cell is measured.
    public static let selfSizingCellHeightWorkaround = UILayoutPriority(rawValue: 999)
}

extension NSLayoutConstraint {
    /// Sets the priority and returns the constraint, for chaining.
    @discardableResult public func with(priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    /// The constraint at `UILayoutPriority.stackViewWorkaroundHigh`.
    public var stackViewWorkaroundHigh: NSLayoutConstraint { with(priority: .stackViewWorkaroundHigh) }

    /// The constraint at `UILayoutPriority.selfSizingCellHeightWorkaround`.
    public var selfSizingCellHeightWorkaround: NSLayoutConstraint { with(priority: .selfSizingCellHeightWorkaround) }
}
