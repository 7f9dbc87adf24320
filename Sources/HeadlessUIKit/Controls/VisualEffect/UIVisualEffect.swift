#if !canImport(UIKit)
import Foundation

/// A visual effect for a `UIVisualEffectView`; kept for drawing, never part of layout.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur of the content behind the view.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A light blur, brighter than the content.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// Light or dark with the appearance.
        case regular = 4
        /// Light or dark with the appearance, more opaque.
        case prominent = 5
        /// The thinnest adaptive material.
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The default adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The material of bars.
        case systemChromeMaterial = 10
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// The default material, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The bar material, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// The default material, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The bar material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's material.
    public let headlessStyle: Style

    /// A blur of `style`.
    public init(style: Style) {
        headlessStyle = style
        super.init()
    }
}

/// Vibrancy for content over a blur.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy matches.
    public let headlessBlurEffect: UIBlurEffect
    /// The vibrancy's style.
    public let headlessStyle: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, in the label style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        headlessBlurEffect = blurEffect
        headlessStyle = style
        super.init()
    }
}

/// The styles of vibrancy, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// For primary text.
    case label
    /// For secondary text.
    case secondaryLabel
    /// For tertiary text.
    case tertiaryLabel
    /// For quaternary text.
    case quaternaryLabel
    /// For fills.
    case fill
    /// For secondary fills.
    case secondaryFill
    /// For tertiary fills.
    case tertiaryFill
    /// For separators.
    case separator
}
#endif
