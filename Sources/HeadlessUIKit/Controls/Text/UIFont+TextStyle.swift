#if !canImport(UIKit)
import Foundation

extension UIFont {
    /// A Dynamic Type text style, with UIKit's string values.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// UIKit's string for the style, e.g. `UICTFontTextStyleBody`.
        public var rawValue: String

        /// Creates a style from UIKit's string value.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large titles: 34 pt at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 pt at the default size.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 pt at the default size.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 pt at the default size.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 pt semibold at the default size.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 pt at the default size.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 pt at the default size.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 pt at the default size.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 pt at the default size.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 pt at the default size.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 pt at the default size.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

extension UIFont.TextStyle {
    /// Point sizes per content size category, xS … AX5 (<doc:Environment#Text-measurement>, from the HIG).
    private static let textStyleSizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The style's point size in `category`; unspecified or unknown categories use `.large`,
    /// unknown styles use `.body`'s sizes.
    func textStylePointSize(for category: UIContentSizeCategory) -> CGFloat {
        let sizes = Self.textStyleSizes[self] ?? Self.textStyleSizes[.body]!
        let rank = category.rank  // 0 = unspecified, 1 = extraSmall … 12 = AX5
        let index = rank >= 1 && rank <= sizes.count ? rank - 1 : 3
        return sizes[index]
    }

    /// The style's weight: semibold for `.headline`, regular for every other style.
    var defaultWeight: UIFont.Weight {
        self == .headline ? .semibold : .regular
    }
}
#endif
