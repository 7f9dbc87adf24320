#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The README's spellings of the size-class conditions (the ConditionalConstraints article, Conditions).
extension UIView.Condition {
    /// Alias of `verticallyCompact`.
    public static var isVerticallyCompact: Self { verticallyCompact }
    /// Alias of `verticallyRegular`.
    public static var isVerticallyRegular: Self { verticallyRegular }
    /// Alias of `horizontallyCompact`.
    public static var isHorizontallyCompact: Self { horizontallyCompact }
    /// Alias of `horizontallyRegular`.
    public static var isHorizontallyRegular: Self { horizontallyRegular }
    /// Alias of `verticallyCompact`.
    public static var verticalCompact: Self { verticallyCompact }
    /// Alias of `verticallyRegular`.
    public static var verticalRegular: Self { verticallyRegular }
    /// Alias of `horizontallyCompact`.
    public static var horizontalCompact: Self { horizontallyCompact }
    /// Alias of `horizontallyRegular`.
    public static var horizontalRegular: Self { horizontallyRegular }
}
