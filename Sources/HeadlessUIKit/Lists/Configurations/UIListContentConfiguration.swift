#if !canImport(UIKit)
import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, with
/// their fonts, colours and the spaces between them. `cell()`, `subtitleCell()`, `valueCell()`
/// and the header and footer variants set the styles of the built-in cells.
///
/// Layout (this package's model of the list cells of iOS 14 and later): the content view's
/// margins are 11 points above and below and the row's side margins at the sides; the image
/// comes first, then the texts, one above the other (`subtitleCell`) or side by side
/// (`valueCell`). A row with row content is at least 44 points tall; a row with header or
/// footer content is as tall as its texts and margins.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How an image is sized.
    public struct ImageProperties: Hashable {
        /// The largest size the image is shown at; zero for its own size.
        public var maximumSize = CGSize.zero
        /// The space the image takes whatever its size; zero for its own size.
        public var reservedLayoutSize = CGSize.zero
        /// The image's corner radius; it has no effect on layout.
        public var cornerRadius: CGFloat = 0
        /// The image's tint; it has no effect on layout.
        public var tintColor: UIColor?
        /// A dimension that means "the system's standard size" in `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    /// How a text is drawn.
    public struct TextProperties: Hashable {
        /// How the text lines up.
        public enum TextAlignment: Hashable {
            /// By the writing direction.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// The font.
        public var font: UIFont
        /// The colour; it has no effect on layout.
        public var color: UIColor
        /// How the text lines up.
        public var alignment: TextAlignment = .natural
        /// How lines break.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines the text takes; 0 for any number.
        public var numberOfLines = 0
        /// Whether the font follows Dynamic Type.
        public var adjustsFontForContentSizeCategory = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    enum Arrangement: Hashable { case stacked, sideBySide }

    /// The image before the texts.
    public var image: UIImage?
    /// How the image is sized.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text, attributed; it wins over `text`.
    public var attributedText: NSAttributedString?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text, attributed; it wins over `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content; on the axes in `axesPreservingSuperviewLayoutMargins`
    /// the row's margins win where they are wider.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes on which the row's margins widen `directionalLayoutMargins`; horizontal, so that
    /// the texts line up with the row's margins while the top and bottom stay as set.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The smallest space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the texts sit side by side when they fit.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Whether a row showing this content is at least the standard 44 points tall (rows), or
    /// only as tall as its texts and margins (headers and footers).
    var keepsStandardRowHeight: Bool
    /// Which way the texts are arranged.
    var arrangement: Arrangement { prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked }

    private init(
        secondaryFont: UIFont.TextStyle, sideBySide: Bool, textStyle: UIFont.TextStyle = .body,
        margins: NSDirectionalEdgeInsets = Self.cellMargins, isRow: Bool = true
    ) {
        directionalLayoutMargins = margins
        keepsStandardRowHeight = isRow
        textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondaryFont), color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// The margins of rows, as UIKit prints them in a `cell()` configuration's description:
    /// top 11, leading 16, bottom 11, trailing 8.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
    /// The margins of a grouped list's header, as UIKit prints them in a `groupedHeader()`
    /// configuration's description: top 17, leading 8, bottom 6, trailing 8.
    static let groupedHeaderMargins = NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8)

    /// A row with a text and an optional secondary text below it.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(secondaryFont: .subheadline, sideBySide: false) }
    /// A row with a text above a secondary text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(secondaryFont: .subheadline, sideBySide: false) }
    /// A row with a text and a secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(secondaryFont: .body, sideBySide: true) }
    /// A plain list's header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .footnote, sideBySide: false, textStyle: .headline, isRow: false)
    }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .footnote, sideBySide: false, textStyle: .footnote, isRow: false)
    }
    /// A grouped list's header.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            secondaryFont: .footnote, sideBySide: false, textStyle: .footnote, margins: groupedHeaderMargins, isRow: false)
    }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .footnote, sideBySide: false, textStyle: .footnote, isRow: false)
    }
    /// A sidebar row.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A view showing this content.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration: the package draws no state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// Whether two configurations show the same content the same way.
    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.image == b.image && a.imageProperties == b.imageProperties && a.text == b.text && a.attributedText == b.attributedText
            && a.textProperties == b.textProperties && a.secondaryText == b.secondaryText
            && a.secondaryAttributedText == b.secondaryAttributedText && a.secondaryTextProperties == b.secondaryTextProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.axesPreservingSuperviewLayoutMargins == b.axesPreservingSuperviewLayoutMargins
            && a.keepsStandardRowHeight == b.keepsStandardRowHeight && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
            && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
    }

    /// Hashes the texts and the image.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(image)
    }
}
#endif
