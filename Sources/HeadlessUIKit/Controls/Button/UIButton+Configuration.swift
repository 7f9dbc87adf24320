#if !canImport(UIKit)
import Foundation

extension UIButton {
    /// The iOS 15 description of a button's content and look: title, subtitle, image, paddings
    /// and content insets. Only the parts that affect size are modelled; the rest is stored.
    ///
    /// Fonts and default insets per `buttonSize` [UNV except medium]: title `.footnote`,
    /// `.subheadline`, `.body`, `.body` and subtitle `.caption2`, `.footnote`, `.subheadline`,
    /// `.subheadline` (mini, small, medium, large); insets (top, leading) (4, 8), (5, 10),
    /// (7, 12), (14, 20), the same at the opposite edges. A plain medium "Button" is
    /// 51 + 24 = 75 × 20.29 + 14 → 34.33 at @3x, as observed on iOS.
    public struct Configuration: Hashable {
        /// The size of the button.
        public enum Size: Hashable, Sendable {
            /// The smallest size.
            case mini
            /// A small size.
            case small
            /// The default size.
            case medium
            /// A large size.
            case large
        }

        /// How the title and subtitle are aligned with each other.
        public enum TitleAlignment: Hashable, Sendable {
            /// Leading for leading or trailing images, centred otherwise.
            case automatic
            /// Leading.
            case leading
            /// Centred.
            case center
            /// Trailing.
            case trailing
        }

        /// How the background's corners are rounded.
        public enum CornerStyle: Hashable, Sendable {
            /// The background's own corner radius.
            case fixed
            /// A radius that follows Dynamic Type.
            case dynamic
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the height.
            case capsule
        }

        /// The look the configuration started from.
        enum HeadlessStyle: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: HeadlessStyle
        private var customContentInsets: NSDirectionalEdgeInsets?

        init(style: HeadlessStyle) {
            self.style = style
        }

        /// A button without background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a light tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button with a background in the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button without border or background.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A button with a grey border-like background.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered button in a light tint.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered button filled with the tint colour.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title; nil by default.
        public var title: String?
        /// The subtitle, shown below the title; nil by default.
        public var subtitle: String?
        /// The image; nil by default.
        public var image: UIImage?
        /// The colour of title, subtitle and image; nil for the style's default.
        public var baseForegroundColor: UIColor?
        /// The background colour; nil for the style's default.
        public var baseBackgroundColor: UIColor?
        /// The size, which chooses fonts and default insets; `.medium` by default.
        public var buttonSize: Size = .medium
        /// How the background's corners are rounded; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// Where the image sits relative to the titles; `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the titles; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// How title and subtitle are aligned; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title wraps or truncates; `.byWordWrapping` by default.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle wraps or truncates; `.byWordWrapping` by default.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Whether an activity indicator replaces the image; false by default.
        public var showsActivityIndicator: Bool = false

        /// The distance from the button's edges to its content; the default for `buttonSize`
        /// until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }

        /// Makes `contentInsets` follow `buttonSize` again.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        /// The configuration as it would be for `button`'s state; unchanged headless.
        public func updated(for button: UIButton) -> Configuration { self }

        /// Whether two configurations have the same content and look.
        public static func == (left: Configuration, right: Configuration) -> Bool {
            left.style == right.style && left.title == right.title && left.subtitle == right.subtitle
                && left.image == right.image && left.baseForegroundColor == right.baseForegroundColor
                && left.baseBackgroundColor == right.baseBackgroundColor && left.buttonSize == right.buttonSize
                && left.cornerStyle == right.cornerStyle && left.imagePlacement == right.imagePlacement
                && left.imagePadding == right.imagePadding && left.titlePadding == right.titlePadding
                && left.titleAlignment == right.titleAlignment && left.titleLineBreakMode == right.titleLineBreakMode
                && left.subtitleLineBreakMode == right.subtitleLineBreakMode
                && left.showsActivityIndicator == right.showsActivityIndicator && left.contentInsets == right.contentInsets
        }

        /// Hashes the style, titles and size.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(buttonSize)
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The text styles of the title and the subtitle for the button size.
        var textStyles: (title: UIFont.TextStyle, subtitle: UIFont.TextStyle) {
            switch buttonSize {
            case .mini: (.footnote, .caption2)
            case .small: (.subheadline, .footnote)
            case .medium, .large: (.body, .subheadline)
            }
        }
    }
}
#endif
