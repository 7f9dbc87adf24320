#if !canImport(UIKit)
import Foundation

/// The default text measurer: the iOS system font's own advances, kerning and tracking.
///
/// * Widths: each character advances as in SF Pro at the font's point size and weight — the
///   text design up to 17 pt, the display design from 28 pt, a blend between (as the system
///   font's optical size does) — plus the tracking Apple's typography guidelines give for the
///   point size (−26/1000 em at 17 pt), and pairs of printable ASCII characters and typographic
///   quotes and dashes are kerned. Characters outside ASCII and Latin-1 measure as their base
///   letter, as one em (East Asian wide characters, emoji) or as half an em.
/// * Lines break greedily after spaces; `\n` forces a break; a word longer than the line breaks
///   between grapheme clusters; trailing spaces do not count; with `numberOfLines = N > 0` the
///   last kept line is truncated as `lineBreakMode` says and measures `maxWidth`.
/// * Heights and baselines come from the font (`UIFont.lineHeight`, `UIFont.ascender`).
///
/// Every font measures as the system font of its point size and weight (HeadlessUIKit has no
/// font files); set `HeadlessEnvironment.textMeasurer` to a measurer with other metrics.
///
/// Example: "point" in the 17-pt body font is 38.57 wide, so a label with it is 38.6667 wide on
/// a 3× screen, as iOS lays it out.
public struct HeadlessSystemFontTextModel: HeadlessTextMeasuring, Sendable {
    /// Creates the model.
    public init() {}

    /// Lays out `text` as described in the type's documentation.
    public func measure(_ text: String, font: UIFont, maxWidth: CGFloat,
                        numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> HeadlessTextLayout {
        guard !text.isEmpty else { return .empty }
        let face = SystemFontFaces.shared.face(pointSize: font.pointSize, weight: font.headlessWeight)
        return HeadlessTextLayout(laying: text, in: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                  lineBreakMode: lineBreakMode, metrics: HeadlessGlyphMetrics(face: face))
    }

    /// The width of `text` on one line in `font`, unrounded.
    public func width(of text: String, in font: UIFont) -> CGFloat {
        measure(text, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }
}
#endif
