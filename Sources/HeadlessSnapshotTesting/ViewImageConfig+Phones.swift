#if !canImport(UIKit)
import HeadlessUIKit

/// The phones, each a window of the screen's size with the safe area of its status bar, notch
/// or Dynamic Island and home indicator, at the `.medium` content size.
extension ViewImageConfig {
    /// iPhone SE (1st generation), 320 × 568, status bar 20.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone 8, 375 × 667, status bar 20.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8 Plus, 414 × 736, status bar 20.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone X, 375 × 812, notch 44, home indicator 34.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone XS Max, 414 × 896, notch 44, home indicator 34.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XR, 414 × 896, notch 44, home indicator 34.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone 12, 390 × 844, notch 47, home indicator 34.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12 Pro: the iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro Max, 428 × 926, notch 47, home indicator 34.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 13, 390 × 844, notch 47, home indicator 34.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13 mini, 375 × 812, notch 50, home indicator 34.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 Pro: the iPhone 13's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro Max, 428 × 926, notch 47, home indicator 34.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

    /// iPhone SE (1st generation) in an orientation.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        statusBarPhone(.iPhoneSEFirstGeneration, 320, 568, orientation, traits: .iPhoneSe(orientation))
    }
    /// iPhone 8 in an orientation.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        statusBarPhone(.iPhone8, 375, 667, orientation, traits: .iPhone8(orientation))
    }
    /// iPhone 8 Plus in an orientation.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        statusBarPhone(.iPhone8Plus, 414, 736, orientation, traits: .iPhone8Plus(orientation))
    }
    /// iPhone X in an orientation.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhoneX, 375, 812, notch: 44, indicator: (34, 24), orientation, traits: .iPhoneX(orientation))
    }
    /// iPhone XS Max in an orientation.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhoneXSMax, 414, 896, notch: 44, indicator: (34, 24), orientation, traits: .iPhoneXsMax(orientation))
    }
    /// iPhone XR in an orientation.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhoneXR, 414, 896, notch: 44, indicator: (34, 24), orientation, traits: .iPhoneXr(orientation))
    }
    /// iPhone 12 in an orientation.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13, 390, 844, notch: 47, indicator: (34, 21), orientation, traits: .iPhone12(orientation))
    }
    /// iPhone 12 Pro in an orientation: the iPhone 12's screen.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }
    /// iPhone 12 Pro Max in an orientation.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13ProMax, 428, 926, notch: 47, indicator: (34, 21), orientation, traits: .iPhone12ProMax(orientation))
    }
    /// iPhone 13 in an orientation.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13, 390, 844, notch: 47, indicator: (34, 21), orientation, traits: .iPhone13(orientation))
    }
    /// iPhone 13 mini in an orientation.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13Mini, 375, 812, notch: 50, indicator: (34, 21), orientation, traits: .iPhone13(orientation))
    }
    /// iPhone 13 Pro in an orientation: the iPhone 13's screen.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }
    /// iPhone 13 Pro Max in an orientation.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13ProMax, 428, 926, notch: 47, indicator: (34, 21), orientation, traits: .iPhone13ProMax(orientation))
    }

    /// A phone with a 20-point status bar in portrait and no safe area in landscape.
    private static func statusBarPhone(_ device: HeadlessDevice, _ width: CGFloat, _ height: CGFloat, _ orientation: Orientation,
                              traits: UITraitCollection) -> ViewImageConfig {
        var config = switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            ViewImageConfig(safeArea: .zero, size: CGSize(width: height, height: width), traits: traits)
        }
        config.headlessDevice = device
        return config
    }

    /// A phone with a notch (or island) of `notch` points and a home indicator of
    /// `indicator.portrait` / `indicator.landscape` points.
    private static func phone(_ device: HeadlessDevice, _ width: CGFloat, _ height: CGFloat, notch: CGFloat, indicator: (portrait: CGFloat, landscape: CGFloat),
                              _ orientation: Orientation, traits: UITraitCollection) -> ViewImageConfig {
        var config = switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: UIEdgeInsets(top: notch, left: 0, bottom: indicator.portrait, right: 0),
                            size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: notch, bottom: indicator.landscape, right: notch),
                            size: CGSize(width: height, height: width), traits: traits)
        }
        config.headlessDevice = device
        return config
    }
}
#endif
