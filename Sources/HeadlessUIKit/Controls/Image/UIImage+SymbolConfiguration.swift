#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// The scale of a symbol image relative to its font, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The system's default.
        case `default` = -1
        /// The context decides.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium
        /// Large.
        case large
    }

    /// The stroke weight of a symbol image, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// The context decides.
        case unspecified = 0
        /// Ultra-light.
        case ultraLight = 1
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// How an image is drawn: as its colours, or as a template tinted by the view.
    public enum RenderingMode: Int, Sendable {
        /// The context decides (symbols draw as templates).
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal
        /// A template tinted by the view.
        case alwaysTemplate
    }

    /// How a symbol image is drawn: size, weight, scale, text style or font, colours. Kept on
    /// the image; symbol images stay 20 × 20 points headless whatever the configuration.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        // Immutable storage keeps the unchecked Sendable conformance honest.
        /// The point size, or 0 when unset.
        public let headlessPointSize: CGFloat
        /// The weight.
        public let headlessWeight: SymbolWeight
        /// The scale.
        public let headlessScale: SymbolScale
        /// The text style, if the configuration follows one.
        public let headlessTextStyle: UIFont.TextStyle?
        /// The colours of a palette or hierarchical configuration.
        public let headlessColors: [UIColor]

        private init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
                     textStyle: UIFont.TextStyle? = nil, colors: [UIColor] = []) {
            headlessPointSize = pointSize
            headlessWeight = weight
            headlessScale = scale
            headlessTextStyle = textStyle
            headlessColors = colors
            super.init()
        }

        /// A configuration of a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// A configuration of a weight.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight)
        }

        /// A configuration of a scale.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, scale: scale)
        }

        /// A configuration following a text style's Dynamic Type size.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
            self.init(pointSize: 0, scale: scale, textStyle: textStyle)
        }

        /// A configuration matching a font.
        public convenience init(font: UIFont, scale: SymbolScale = .default) {
            self.init(pointSize: font.pointSize, scale: scale, textStyle: font.headlessTextStyle)
        }

        /// A configuration drawing the symbol's layers in shades of a colour.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(colors: [hierarchicalColor])
        }

        /// A configuration drawing the symbol's layers in the given colours.
        public convenience init(paletteColors: [UIColor]) {
            self.init(colors: paletteColors)
        }

        /// A configuration preferring the symbol's own colours.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(colors: []) }

        /// This configuration with the values `other` sets replacing its own.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.headlessPointSize > 0 ? other.headlessPointSize : headlessPointSize,
                weight: other.headlessWeight != .unspecified ? other.headlessWeight : headlessWeight,
                scale: other.headlessScale != .unspecified ? other.headlessScale : headlessScale,
                textStyle: other.headlessTextStyle ?? headlessTextStyle,
                colors: other.headlessColors.isEmpty ? headlessColors : other.headlessColors)
        }

        /// Whether the configurations set the same values.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return headlessPointSize == other.headlessPointSize && headlessWeight == other.headlessWeight
                && headlessScale == other.headlessScale && headlessTextStyle == other.headlessTextStyle && headlessColors == other.headlessColors
        }

        /// A hash consistent with `isEqual(_:)`.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(headlessPointSize)
            hasher.combine(headlessWeight)
            hasher.combine(headlessScale)
            hasher.combine(headlessTextStyle)
            return hasher.finalize()
        }
    }
}
#endif
