#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Deactivates every active constraint whose first item is this view and whose first
    /// attribute is the width, wherever it is installed (aspect ratios included).
    @discardableResult public func removeWidthConstraints() -> Self {
        removeOwnConstraints(on: .width)
        return self
    }

    /// Deactivates every active constraint whose first item is this view and whose first
    /// attribute is the height, wherever it is installed.
    @discardableResult public func removeHeightConstraints() -> Self {
        removeOwnConstraints(on: .height)
        return self
    }

    /// Removes the width and the height constraints of this view.
    @discardableResult public func removeSizeConstraints() -> Self {
        removeWidthConstraints().removeHeightConstraints()
    }

    /// Deactivates the view's constant widths: active width constraints of this view that
    /// relate it to no other item (`width == 100`, `width >= 44`).
    @discardableResult public func removeConstantWidthConstraints() -> Self {
        removeOwnConstraints(on: .width, constantOnly: true)
        return self
    }

    /// Deactivates the view's constant heights: active height constraints of this view that
    /// relate it to no other item.
    @discardableResult public func removeConstantHeightConstraints() -> Self {
        removeOwnConstraints(on: .height, constantOnly: true)
        return self
    }

    private func removeOwnConstraints(on attribute: NSLayoutConstraint.Attribute, constantOnly: Bool = false) {
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = self
        while let view = holder {
            found += view.constraints.filter {
                $0.firstItem === self && $0.firstAttribute == attribute && $0.isActive && !$0.isSystemConstraint
                    && (!constantOnly || $0.secondItem == nil)
            }
            holder = view.superview
        }
        NSLayoutConstraint.deactivate(found)
    }
}

extension NSLayoutConstraint {
    /// Constraints UIKit makes itself (intrinsic size, autoresizing, encapsulated layout): the
    /// removal helpers never touch them.
    var isSystemConstraint: Bool {
        if let identifier, identifier.hasPrefix("UI") || identifier.hasPrefix("NS") { return true }
        let className = String(describing: type(of: self))
        return className != "NSLayoutConstraint" && className.hasPrefix("NS")
    }
}
