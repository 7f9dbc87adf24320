#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView.Condition {
    /// Matches when the view's bounds width matches `width`, compared in pixels.
    public static func width(is width: SizeConstrain<CGFloat>) -> Self {
        Self(.size(width: width, height: nil))
    }

    /// Matches when the view's bounds height matches `height`, compared in pixels.
    public static func height(is height: SizeConstrain<CGFloat>) -> Self {
        Self(.size(width: nil, height: height))
    }

    /// Matches when the bounds width matches `width` and the height matches `height`.
    public static func width(is width: SizeConstrain<CGFloat>, heightIs height: SizeConstrain<CGFloat>) -> Self {
        Self(.size(width: width, height: height))
    }

    /// Matches when both the bounds width and height match `size`.
    public static func widthAndHeight(is size: SizeConstrain<CGFloat>) -> Self {
        Self(.size(width: size, height: size))
    }
}
