#if !canImport(UIKit)
import Foundation

// Values and sources: the Environment article, Devices.
extension HeadlessDevice {
    /// iPhone SE (2nd/3rd generation, 4.7"): 375 × 667 pt @2x, status-bar inset in portrait.
    public static let iPhoneSE = HeadlessDevice(
        name: "iPhone SE",
        userInterfaceIdiom: .phone,
        portraitScreenSize: CGSize(width: 375, height: 667),
        scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: .zero,
        portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
        landscapeSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .compact)
    )

    /// iPhone 15 (also 15 Pro and 16; 6.1"): 393 × 852 pt @3x.
    public static let iPhone15 = HeadlessDevice(
        name: "iPhone 15",
        userInterfaceIdiom: .phone,
        portraitScreenSize: CGSize(width: 393, height: 852),
        scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
        landscapeSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .compact)
    )

    /// iPhone 15 Pro Max (also 15 Plus and 16 Plus; 6.7"): 430 × 932 pt @3x, regular width in
    /// landscape.
    public static let iPhone15ProMax = HeadlessDevice(
        name: "iPhone 15 Pro Max",
        userInterfaceIdiom: .phone,
        portraitScreenSize: CGSize(width: 430, height: 932),
        scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
        landscapeSizeClasses: HeadlessSizeClasses(horizontal: .regular, vertical: .compact)
    )

    /// iPad Pro 11" (1st–4th generation): 834 × 1194 pt @2x, full screen; see
    /// `iPadPro11(split:orientation:)` for Split View.
    public static let iPadPro11 = HeadlessDevice(
        name: "iPad Pro 11-inch",
        userInterfaceIdiom: .pad,
        portraitScreenSize: CGSize(width: 834, height: 1194),
        scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitSizeClasses: HeadlessSizeClasses(horizontal: .regular, vertical: .regular),
        landscapeSizeClasses: HeadlessSizeClasses(horizontal: .regular, vertical: .regular),
        splitWidths: [
            .landscape: [.oneThird: 375, .half: 592, .twoThirds: 809],
            .portrait: [.oneThird: 320, .twoThirds: 504],
        ]
    )

    /// The 11-inch iPad Pro running the app in Split View, starting in the given orientation.
    ///
    /// Window widths: landscape ⅓ 375, ½ 592, ⅔ 809; portrait ⅓ 320, ⅔ 504 (portrait has no half
    /// split; `.half` shows as ⅔ there). Heights are the screen's.
    public static func iPadPro11(split: HeadlessSplit, orientation: HeadlessOrientation) -> HeadlessDevice {
        var device = iPadPro11
        device.name += " (Split View)"
        device.split = split
        device.defaultOrientation = orientation
        return device
    }

    /// The presets, for tests that run on every device.
    public static let allPresets: [HeadlessDevice] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPadPro11]
}
#endif
