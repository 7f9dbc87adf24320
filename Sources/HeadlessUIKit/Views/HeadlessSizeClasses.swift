#if !canImport(UIKit)
import Foundation

/// The horizontal and vertical size classes of a window.
public struct HeadlessSizeClasses: Hashable, Sendable {
    /// The horizontal size class.
    public var horizontal: UIUserInterfaceSizeClass
    /// The vertical size class.
    public var vertical: UIUserInterfaceSizeClass

    /// Creates a pair of size classes.
    public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The width at and above which a pad window is regular horizontally (<doc:Environment#Size-classes>).
    public static let padRegularWidthThreshold: CGFloat = 678

    /// The size classes of a window of custom size (<doc:Environment#Size-classes>).
    ///
    /// Pads: vertically regular; horizontally regular from `padRegularWidthThreshold` points.
    /// Every other idiom follows the phone rule: horizontally compact; vertically compact when
    /// the window is wider than tall.
    public static func derived(forWindowSize size: CGSize, idiom: UIUserInterfaceIdiom) -> HeadlessSizeClasses {
        if idiom == .pad {
            let horizontal: UIUserInterfaceSizeClass = size.width >= padRegularWidthThreshold ? .regular : .compact
            return HeadlessSizeClasses(horizontal: horizontal, vertical: .regular)
        }
        return HeadlessSizeClasses(horizontal: .compact, vertical: size.width > size.height ? .compact : .regular)
    }
}
#endif
