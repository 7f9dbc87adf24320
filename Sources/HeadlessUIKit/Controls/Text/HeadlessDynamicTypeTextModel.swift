#if !canImport(UIKit)
import Foundation

/// A simple text measurer in which every character of a kind advances by the same share of the
/// point size, whatever the font (the default measurer before `HeadlessSystemFontTextModel`).
///
/// * Line metrics come from the font: `lineHeight = P × 2444/2048`, `ascender = P × 1950/2048`
///   for point size P (the system font reports a line height of about 20.29 at 17 pt).
/// * Every grapheme cluster advances by a fixed share of P, whatever the weight: a space
///   (U+0020) 0.25 P; East Asian wide characters and emoji 1.0 P; everything else 0.5 P.
/// * Lines break greedily after spaces; `\n` forces a break; a word longer than the line breaks
///   between grapheme clusters (`.byCharWrapping` breaks there always); trailing spaces do not
///   count. With `numberOfLines = N > 0` only N lines are kept and the last one is truncated as
///   `lineBreakMode` says; a truncated line measures `maxWidth`.
/// * The size is the widest line by `lines × lineHeight`; the first baseline lies at the
///   ascender, the last at `(lines − 1) × lineHeight + ascender`. Empty text measures (0, 0).
///
/// Example: "Hello world" in the 17-pt system font is 10 × 8.5 + 4.25 = 89.25 wide and
/// 20.2871 high; on a 3× screen a label with it has the intrinsic size 89.3333 × 20.3333.
public struct HeadlessDynamicTypeTextModel: HeadlessTextMeasuring, Sendable {
    /// Creates the model.
    public init() {}

    /// Lays out `text` as described in the type's documentation.
    public func measure(_ text: String, font: UIFont, maxWidth: CGFloat,
                        numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> HeadlessTextLayout {
        let pointSize = font.pointSize
        let metrics = HeadlessGlyphMetrics(
            advance: { HeadlessDynamicTypeTextModel.advance(of: $0, pointSize: pointSize) },
            asciiAdvance: { HeadlessDynamicTypeTextModel.advance(ofASCII: $0, pointSize: pointSize) })
        return HeadlessTextLayout(laying: text, in: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                  lineBreakMode: lineBreakMode, metrics: metrics)
    }

    /// How far one grapheme cluster advances at `pointSize`: 0.25 P for a space, P for East
    /// Asian wide characters and emoji, 0.5 P otherwise.
    public static func advance(of character: Character, pointSize: CGFloat) -> CGFloat {
        // ASCII is never wide: skip the Unicode property lookups.
        if let byte = character.asciiValue { return advance(ofASCII: byte, pointSize: pointSize) }
        return isWide(character) ? pointSize : pointSize / 2
    }

    /// How far an ASCII character advances at `pointSize`: 0.25 P for a space, 0.5 P otherwise.
    static func advance(ofASCII byte: UInt8, pointSize: CGFloat) -> CGFloat {
        byte == 0x20 ? pointSize / 4 : pointSize / 2
    }

    /// Whether a cluster is an East Asian wide (or fullwidth) character or an emoji.
    static func isWide(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if first.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) { return true }
        return scalars.contains { isEastAsianWide($0.value) }
    }

    /// The main East Asian Wide and Fullwidth blocks of Unicode.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
#endif
