#if !canImport(UIKit)
import Foundation

/// Scales custom fonts and lengths with Dynamic Type along a text style's curve.
///
/// A length scales by the ratio of the style's point size in the content size category to its
/// size at `.large` (the sizes of Apple's Human Interface Guidelines table) [MODEL: UIKit does
/// not publish its curve]; without traits, the category is `.large`, as for
/// `UIFont.preferredFont(forTextStyle:)` without traits, so lengths keep their value.
@preconcurrency @MainActor
open class UIFontMetrics: NSObject {
    private let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics for `.body`.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `value` scaled for the content size category of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * ratio(for: traitCollection)
    }

    /// `value` scaled for the default category (`.large`: unchanged).
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `font` at its size scaled for the content size category of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// `font` scaled for the default category (`.large`: the same size).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize, compatibleWith: traitCollection), maximumPointSize))
    }

    private func ratio(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return textStyle.textStylePointSize(for: category) / textStyle.textStylePointSize(for: .large)
    }
}
#endif
