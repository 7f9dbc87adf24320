#if !canImport(UIKit)
import Foundation

/// The heights and placement iOS 17 gives navigation bars, toolbars and tab bars, from the traits
/// of the container that shows them.
///
/// Sources, per value:
/// - Navigation bar 44 points on iPhone and 32 in compact-width, compact-height landscape, where
///   the status bar is hidden (useyourloaf.com, "Supporting iPhone X"; QMUI issue 1198, measured
///   on an iPhone 12 simulator); 50 on iPad since iOS 12 (hacknicity, "iPad Navigation Bar and
///   Toolbar Height Changes in iOS 12").
/// - Large titles add 52 points (hacknicity; Flutter's Cupertino navigation bar constant), only
///   where the vertical size class is regular.
/// - The bar starts at the status bar's bottom, which is the safe area's top, except on phones
///   with the Dynamic Island, where it starts 5 points and one pixel higher: 53.667 on an
///   iPhone 15 (kouki.hatenadiary.com, 2022-10-18; `UINavigationBar … frame = (0 53.6667; 430 44)`
///   printed in GKNavigationBarSwift issue 41).
/// - Toolbar 44 points on iPhone, 32 in compact landscape, 50 on iPad (a `UIToolbar … frame =
///   (0 623; 375 44)` log on a 375 × 667 phone; QMUI's toolbar constants; hacknicity for iPad);
///   it sits above the bottom safe-area inset.
/// - Tab bar 49 points on iPhone plus the bottom inset (83 on home-indicator phones: a
///   `UITabBar … frame = (0 729; 375 83)` log on an iPhone X), 32 plus the inset in compact
///   landscape (QMUI: 53 on an iPhone X), 50 on iPad without a home indicator and 65 in all
///   with one (QMUI's constant; no printed frame was found, so this value is the weakest).
struct HeadlessBarMetrics {
    let idiom: UIUserInterfaceIdiom
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass
    let hasDynamicIsland: Bool
    let scale: CGFloat

    /// The metrics for bars shown in `view`.
    @MainActor init(for view: UIView) {
        let traits = view.traitCollection
        idiom = traits.userInterfaceIdiom
        horizontal = traits.horizontalSizeClass
        vertical = traits.verticalSizeClass
        hasDynamicIsland = view.window?.headlessDevice?.hasDynamicIsland ?? false
        scale = max(traits.displayScale, 1)
    }

    private var isCompactPhoneLandscape: Bool {
        idiom == .phone && horizontal == .compact && vertical == .compact
    }

    /// A navigation bar's height, with a large title when `largeTitle` and the height allows it.
    func navigationBarHeight(largeTitle: Bool) -> CGFloat {
        let standard: CGFloat = idiom == .pad ? 50 : isCompactPhoneLandscape ? 32 : 44
        return largeTitle && vertical != .compact ? standard + 52 : standard
    }

    /// Where a navigation bar starts in a container whose top safe-area inset is `safeTop`.
    func navigationBarMinY(safeTop: CGFloat) -> CGFloat {
        guard safeTop > 0, hasDynamicIsland, idiom == .phone, vertical == .regular else { return safeTop }
        return safeTop - 5 - 1 / scale
    }

    /// A toolbar's height, not counting the bottom inset below it.
    var toolbarHeight: CGFloat {
        idiom == .pad ? 50 : isCompactPhoneLandscape ? 32 : 44
    }

    /// A tab bar's frame height over a bottom safe-area inset of `safeBottom`, inset included.
    func tabBarHeight(safeBottom: CGFloat) -> CGFloat {
        if idiom == .pad { return safeBottom > 0 ? 65 : 50 }
        return (isCompactPhoneLandscape ? 32 : 49) + safeBottom
    }
}

extension HeadlessDevice {
    /// Whether the phone has the Dynamic Island: among iOS 17 phones, exactly those whose safe
    /// area starts 59 points down in portrait (iPhone 14 Pro, 14 Pro Max and the iPhone 15 family).
    public var hasDynamicIsland: Bool {
        userInterfaceIdiom == .phone && portraitSafeAreaInsets.top == 59
    }
}
#endif
