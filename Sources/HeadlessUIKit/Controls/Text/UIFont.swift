#if !canImport(UIKit)
import Foundation

/// A font: a point size, a weight and, for Dynamic Type fonts, a text style.
///
/// HeadlessUIKit has no font files. Every font — system fonts, Dynamic Type fonts and fonts made
/// by name — reports the system font's vertical metrics for its point size:
/// `ascender = P × 1950/2048`, `descender = −P × 494/2048`, `lineHeight = P × 2444/2048`,
/// `capHeight = P × 1443/2048`, `xHeight = P × 1078/2048`, `leading = 0`. Text is measured by
/// `HeadlessEnvironment.textMeasurer`, which can use other metrics.
open class UIFont: NSObject, @unchecked Sendable {
    // Immutable storage keeps the unchecked Sendable conformance honest.
    private let size: CGFloat
    private let name: String
    private let family: String
    /// The weight the font was made with (regular for fonts made by name).
    public let headlessWeight: UIFont.Weight
    /// The Dynamic Type text style the font was made for, if any.
    public let headlessTextStyle: UIFont.TextStyle?

    /// Creates a font. Sizes that are negative or not finite become 0.
    init(pointSize: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?, name: String? = nil, family: String? = nil) {
        size = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        headlessWeight = weight
        headlessTextStyle = textStyle
        self.name = name ?? UIFont.systemFontName(weight)
        self.family = family ?? ".AppleSystemUIFont"
        super.init()
    }

    /// Creates a font with the given name and size. HeadlessUIKit has no font files, so every
    /// name gives a font with the system font's metrics; sizes that are negative or not finite
    /// become 0.
    public init?(name fontName: String, size fontSize: CGFloat) {
        size = fontSize.isFinite && fontSize > 0 ? fontSize : 0
        headlessWeight = .regular
        headlessTextStyle = nil
        name = fontName
        family = fontName
        super.init()
    }

    // MARK: Making fonts

    /// The system font of the given size, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, textStyle: nil)
    }

    /// The system font of the given size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font of the given size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold, textStyle: nil)
    }

    /// The italic system font of the given size; it measures like the regular one.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, textStyle: nil, name: ".SFUI-RegularItalic")
    }

    /// The system font with digits of equal width; in the default model every digit already
    /// has the same advance.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The Dynamic Type font for `style` at the default content size category (`.large`).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The Dynamic Type font for `style` at the content size category of `traitCollection`
    /// (`.large` when it is nil or unspecified), with the sizes of <doc:Environment#Text-measurement>.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(pointSize: style.textStylePointSize(for: category), weight: style.defaultWeight, textStyle: style)
    }

    /// The same font at another size; a Dynamic Type font keeps its text style.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: headlessWeight, textStyle: headlessTextStyle, name: name, family: family)
    }

    // MARK: Metrics

    /// The font's family name: `.AppleSystemUIFont` for system fonts.
    open var familyName: String { family }
    /// The font's name, e.g. `.SFUI-Regular` for the regular system font.
    open var fontName: String { name }
    /// The size in points.
    open var pointSize: CGFloat { size }
    /// The distance from the baseline to the top of the tallest glyphs: `P × 1950/2048`.
    open var ascender: CGFloat { size * 1950 / 2048 }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative: `−P × 494/2048`.
    open var descender: CGFloat { -size * 494 / 2048 }
    /// The height of capital letters: `P × 1443/2048`.
    open var capHeight: CGFloat { size * 1443 / 2048 }
    /// The height of lower-case letters without ascenders: `P × 1078/2048`.
    open var xHeight: CGFloat { size * 1078 / 2048 }
    /// The distance between the baselines of consecutive lines: `P × 2444/2048`.
    open var lineHeight: CGFloat { size * 2444 / 2048 }
    /// The extra space between lines: 0.
    open var leading: CGFloat { 0 }

    // MARK: Equality

    /// Whether the other object is a font with the same name, size, weight and text style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.family == family && other.size == size
            && other.headlessWeight == headlessWeight && other.headlessTextStyle == headlessTextStyle
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(size)
        hasher.combine(headlessWeight)
        return hasher.finalize()
    }

    /// A UIKit-style description: `<UICTFont> font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
    open override var description: String {
        let weight = headlessWeight.rawValue >= UIFont.Weight.bold.rawValue ? "bold" : "normal"
        return "<UICTFont> font-family: \"\(name)\"; font-weight: \(weight); font-style: normal; font-size: \(String(format: "%.2f", Double(size)))pt"
    }

    /// The name of the system font of a weight: `.SFUI-Regular`, `.SFUI-Semibold`, …
    static func systemFontName(_ weight: UIFont.Weight) -> String {
        let names: [(CGFloat, String)] = [
            (UIFont.Weight.ultraLight.rawValue, "Ultralight"), (UIFont.Weight.thin.rawValue, "Thin"),
            (UIFont.Weight.light.rawValue, "Light"), (UIFont.Weight.regular.rawValue, "Regular"),
            (UIFont.Weight.medium.rawValue, "Medium"), (UIFont.Weight.semibold.rawValue, "Semibold"),
            (UIFont.Weight.bold.rawValue, "Bold"), (UIFont.Weight.heavy.rawValue, "Heavy"),
            (UIFont.Weight.black.rawValue, "Black"),
        ]
        let nearest = names.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }
        return ".SFUI-" + (nearest?.1 ?? "Regular")
    }
}
#endif
