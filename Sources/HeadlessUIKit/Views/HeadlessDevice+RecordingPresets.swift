#if !canImport(UIKit)
import Foundation

/// The other phones and tablets that snapshot tests are recorded on (the devices
/// swift-snapshot-testing's configurations name), with their screen sizes and scales from
/// Apple's device tables and the safe areas iOS reports: 20-point status bars on phones with a
/// home button (none in landscape); 44 points of notch and 34 of home indicator on the
/// iPhone X generation (landscape 44 at the sides and 21 at the bottom, as an iPhone X prints
/// `safeAreaInsets {0, 44, 21, 44}`), 47 on the iPhone 12 and 13, 50 on the 13 mini; tablets
/// keep a 20-point status bar (24 and 20 on the 11-inch iPad Pro). Phones are compact wide
/// except the Plus and Max sizes in landscape. They are not in `allPresets`.
extension HeadlessDevice {
    /// iPhone SE (1st generation, 4"): 320 × 568 pt @2x.
    public static let iPhoneSEFirstGeneration = barredPhone("iPhone SE (1st generation)", 320, 568, scale: 2, wideInLandscape: false)
    /// iPhone 8 (4.7"): 375 × 667 pt @2x.
    public static let iPhone8 = barredPhone("iPhone 8", 375, 667, scale: 2, wideInLandscape: false)
    /// iPhone 8 Plus (5.5"): 414 × 736 pt @3x, regular width in landscape.
    public static let iPhone8Plus = barredPhone("iPhone 8 Plus", 414, 736, scale: 3, wideInLandscape: true)
    /// iPhone X (also XS and 11 Pro; 5.8"): 375 × 812 pt @3x.
    public static let iPhoneX = notchedPhone("iPhone X", 375, 812, scale: 3, notch: 44, wideInLandscape: false)
    /// iPhone XR (also 11; 6.1"): 414 × 896 pt @2x, regular width in landscape.
    public static let iPhoneXR = notchedPhone("iPhone XR", 414, 896, scale: 2, notch: 44, wideInLandscape: true)
    /// iPhone XS Max (also 11 Pro Max; 6.5"): 414 × 896 pt @3x, regular width in landscape.
    public static let iPhoneXSMax = notchedPhone("iPhone XS Max", 414, 896, scale: 3, notch: 44, wideInLandscape: true)
    /// iPhone 13 (also 12, 12 Pro, 13 Pro and 14; 6.1"): 390 × 844 pt @3x.
    public static let iPhone13 = notchedPhone("iPhone 13", 390, 844, scale: 3, notch: 47, wideInLandscape: false)
    /// iPhone 13 mini (also 12 mini; 5.4"): 375 × 812 pt @3x.
    public static let iPhone13Mini = notchedPhone("iPhone 13 mini", 375, 812, scale: 3, notch: 50, wideInLandscape: false)
    /// iPhone 13 Pro Max (also 12 Pro Max and 14 Plus; 6.7"): 428 × 926 pt @3x, regular width in
    /// landscape.
    public static let iPhone13ProMax = notchedPhone("iPhone 13 Pro Max", 428, 926, scale: 3, notch: 47, wideInLandscape: true)
    /// iPad mini (5th generation; also the 9.7-inch iPads): 768 × 1024 pt @2x.
    public static let iPadMini = tablet("iPad mini", 768, 1024)
    /// iPad 10.2-inch: 810 × 1080 pt @2x.
    public static let iPad10_2 = tablet("iPad 10.2-inch", 810, 1080)
    /// iPad Pro 10.5-inch: 834 × 1112 pt @2x.
    public static let iPadPro10_5 = tablet("iPad Pro 10.5-inch", 834, 1112)
    /// iPad Pro 12.9-inch: 1024 × 1366 pt @2x.
    public static let iPadPro12_9 = tablet("iPad Pro 12.9-inch", 1024, 1366)

    private static func barredPhone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, wideInLandscape: Bool) -> HeadlessDevice {
        HeadlessDevice(
            name: name, userInterfaceIdiom: .phone, portraitScreenSize: CGSize(width: width, height: height), scale: scale,
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero,
            portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: HeadlessSizeClasses(horizontal: wideInLandscape ? .regular : .compact, vertical: .compact))
    }

    private static func notchedPhone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, notch: CGFloat,
                                     wideInLandscape: Bool) -> HeadlessDevice {
        HeadlessDevice(
            name: name, userInterfaceIdiom: .phone, portraitScreenSize: CGSize(width: width, height: height), scale: scale,
            portraitSafeAreaInsets: UIEdgeInsets(top: notch, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: notch, bottom: 21, right: notch),
            portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: HeadlessSizeClasses(horizontal: wideInLandscape ? .regular : .compact, vertical: .compact))
    }

    private static func tablet(_ name: String, _ width: CGFloat, _ height: CGFloat) -> HeadlessDevice {
        let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return HeadlessDevice(
            name: name, userInterfaceIdiom: .pad, portraitScreenSize: CGSize(width: width, height: height), scale: 2,
            portraitSafeAreaInsets: statusBar, landscapeSafeAreaInsets: statusBar,
            portraitSizeClasses: HeadlessSizeClasses(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: HeadlessSizeClasses(horizontal: .regular, vertical: .regular))
    }
}
#endif
