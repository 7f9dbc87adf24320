#if !canImport(UIKit)
import HeadlessUIKit

/// The traits of the devices `ViewImageConfig` names, as swift-snapshot-testing gives them on
/// iOS: phones at the `.medium` content size, left to right, with their size classes per
/// orientation (regular width in landscape on the large phones); tablets with regular size
/// classes, or compact width in narrow split views.
extension UITraitCollection {
    /// iPhone SE (1st generation).
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 8.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 8 Plus.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone X.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone XR.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone XS Max.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone 12.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 12 Pro Max.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone 13.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 13 Pro Max.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }

    /// Every tablet with its whole screen or a wide split view.
    public static let iPad = tablet(width: .regular)
    /// Every tablet in a narrow split view.
    public static let iPadCompactSplitView = tablet(width: .compact)
    /// iPad mini.
    public static let iPadMini = iPad
    /// iPad mini in a narrow split view.
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// iPad 9.7-inch.
    public static let iPad9_7 = iPad
    /// iPad 9.7-inch in a narrow split view.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// iPad 10.2-inch.
    public static let iPad10_2 = iPad
    /// iPad 10.2-inch in a narrow split view.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 10.5-inch.
    public static let iPadPro10_5 = iPad
    /// iPad Pro 10.5-inch in a narrow split view.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 11-inch.
    public static let iPadPro11 = iPad
    /// iPad Pro 11-inch in a narrow split view.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 12.9-inch.
    public static let iPadPro12_9 = iPad
    /// iPad Pro 12.9-inch in a narrow split view.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    /// A phone's traits: compact width (regular in landscape on the large phones), regular
    /// height in portrait and compact in landscape.
    private static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection { traits in
            traits.layoutDirection = .leftToRight
            traits.preferredContentSizeCategory = .medium
            traits.userInterfaceIdiom = .phone
            traits.horizontalSizeClass = landscape && wideInLandscape ? .regular : .compact
            traits.verticalSizeClass = landscape ? .compact : .regular
        }
    }

    /// A tablet's traits: regular height and the given width class.
    private static func tablet(width: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection { traits in
            traits.horizontalSizeClass = width
            traits.verticalSizeClass = .regular
            traits.userInterfaceIdiom = .pad
        }
    }
}
#endif
