#if !canImport(UIKit)
import Foundation

/// A simulated device: screen size, scale, safe-area insets and traits in both orientations
/// (<doc:Environment#Devices>), optionally running the app in iPad Split View.
///
/// Use a preset (`.iPhone15`, `.iPadPro11(split: .half, orientation: .landscape)` …) or describe a
/// device of your own; the scene reads window size, insets and traits from it per orientation.
public struct HeadlessDevice: Equatable, Sendable {
    /// A readable name, e.g. `iPhone 15`.
    public var name: String
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// The screen size in points, portrait (width < height).
    public var portraitScreenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Safe-area insets of a full-screen window in portrait.
    public var portraitSafeAreaInsets: UIEdgeInsets
    /// Safe-area insets of a full-screen window in landscape.
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// Size classes of a full-screen window in portrait.
    public var portraitSizeClasses: HeadlessSizeClasses
    /// Size classes of a full-screen window in landscape.
    public var landscapeSizeClasses: HeadlessSizeClasses
    /// Window widths in Split View per orientation; empty for devices without Split View.
    public var splitWidths: [HeadlessOrientation: [HeadlessSplit: CGFloat]]
    /// The Split View share the app's window takes; nil for full screen.
    public var split: HeadlessSplit?
    /// The orientation a scene starts in when it is not given one.
    public var defaultOrientation: HeadlessOrientation
    /// The light or dark appearance (default `.light`).
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// The layout direction (default `.leftToRight`).
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// The Dynamic Type size (default `.large`).
    public var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// The Bold Text setting (default `.regular`).
    public var legibilityWeight: UILegibilityWeight = .regular
    /// The Increase Contrast setting (default `.normal`).
    public var accessibilityContrast: UIAccessibilityContrast = .normal

    /// Describes a device. Size classes left nil are derived from the screen size
    /// (`HeadlessSizeClasses.derived(forWindowSize:idiom:)`).
    public init(
        name: String,
        userInterfaceIdiom: UIUserInterfaceIdiom,
        portraitScreenSize: CGSize,
        scale: CGFloat,
        portraitSafeAreaInsets: UIEdgeInsets,
        landscapeSafeAreaInsets: UIEdgeInsets,
        portraitSizeClasses: HeadlessSizeClasses? = nil,
        landscapeSizeClasses: HeadlessSizeClasses? = nil,
        splitWidths: [HeadlessOrientation: [HeadlessSplit: CGFloat]] = [:]
    ) {
        let landscapeSize = CGSize(width: portraitScreenSize.height, height: portraitScreenSize.width)
        self.name = name
        self.userInterfaceIdiom = userInterfaceIdiom
        self.portraitScreenSize = portraitScreenSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitSizeClasses = portraitSizeClasses
            ?? .derived(forWindowSize: portraitScreenSize, idiom: userInterfaceIdiom)
        self.landscapeSizeClasses = landscapeSizeClasses
            ?? .derived(forWindowSize: landscapeSize, idiom: userInterfaceIdiom)
        self.splitWidths = splitWidths
        self.split = nil
        self.defaultOrientation = .portrait
    }
}

// MARK: Per-orientation values

extension HeadlessDevice {
    /// The screen size in points in the orientation.
    public func screenSize(in orientation: HeadlessOrientation) -> CGSize {
        switch orientation {
        case .portrait: portraitScreenSize
        case .landscape: CGSize(width: portraitScreenSize.height, height: portraitScreenSize.width)
        }
    }

    /// The Split View share in effect in the orientation: `split`, or `.twoThirds` for `.half` where
    /// the orientation offers no half split; nil for full screen or a device without Split View.
    public func effectiveSplit(in orientation: HeadlessOrientation) -> HeadlessSplit? {
        guard let split, let widths = splitWidths[orientation], !widths.isEmpty else { return nil }
        if widths[split] != nil { return split }
        return split == .half && widths[.twoThirds] != nil ? .twoThirds : nil
    }

    /// The size of the app's window in points: the screen, or the Split View share of it.
    public func windowSize(in orientation: HeadlessOrientation) -> CGSize {
        let screen = screenSize(in: orientation)
        guard let split = effectiveSplit(in: orientation), let width = splitWidths[orientation]?[split] else {
            return screen
        }
        return CGSize(width: width, height: screen.height)
    }

    /// The window's safe-area insets in the orientation.
    public func safeAreaInsets(in orientation: HeadlessOrientation) -> UIEdgeInsets {
        orientation.isPortrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
    }

    /// The window's size classes: the preset's for full screen, derived from the window size in
    /// Split View.
    public func sizeClasses(in orientation: HeadlessOrientation) -> HeadlessSizeClasses {
        if effectiveSplit(in: orientation) != nil {
            return .derived(forWindowSize: windowSize(in: orientation), idiom: userInterfaceIdiom)
        }
        return orientation.isPortrait ? portraitSizeClasses : landscapeSizeClasses
    }

    /// The window's traits in the orientation: idiom, size classes, scale, appearance, direction,
    /// Dynamic Type size, legibility weight and contrast.
    public func traitCollection(in orientation: HeadlessOrientation) -> UITraitCollection {
        let sizeClasses = sizeClasses(in: orientation)
        return UITraitCollection { traits in
            traits.userInterfaceIdiom = userInterfaceIdiom
            traits.horizontalSizeClass = sizeClasses.horizontal
            traits.verticalSizeClass = sizeClasses.vertical
            traits.displayScale = scale
            traits.userInterfaceStyle = userInterfaceStyle
            traits.layoutDirection = layoutDirection
            traits.preferredContentSizeCategory = preferredContentSizeCategory
            traits.legibilityWeight = legibilityWeight
            traits.accessibilityContrast = accessibilityContrast
        }
    }
}
#endif
