#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Creates a view with a background colour and an opacity.
    public convenience init(backgroundColor: UIColor, alpha: CGFloat = 1) {
        self.init(frame: .zero)
        self.backgroundColor = backgroundColor
        self.alpha = alpha
    }

    /// Turns on `preservesSuperviewLayoutMargins` and returns the view, for chaining.
    @discardableResult public func preservingSuperviewLayoutMargins() -> Self {
        preservesSuperviewLayoutMargins = true
        return self
    }
}
