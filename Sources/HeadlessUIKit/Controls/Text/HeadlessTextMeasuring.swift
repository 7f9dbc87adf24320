#if !canImport(UIKit)
import Foundation

/// Measures text for labels, buttons and text views.
///
/// The default is `HeadlessSystemFontTextModel`; set `HeadlessEnvironment.textMeasurer` to a
/// measurer with real font metrics to get other sizes. A measurer must be a pure function of its
/// inputs so that layouts are the same on every machine.
public protocol HeadlessTextMeasuring {
    /// Lays out `text` in `font` in lines at most `maxWidth` wide (`.greatestFiniteMagnitude`
    /// for no limit), keeping at most `numberOfLines` lines (0 for no limit), wrapping and
    /// truncating as `lineBreakMode` says.
    func measure(_ text: String, font: UIFont, maxWidth: CGFloat,
                 numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> HeadlessTextLayout
}

/// The result of measuring text: its unrounded size, line count and baselines.
public struct HeadlessTextLayout: Equatable, Sendable {
    /// The size of the laid-out text, unrounded: the widest line by the line count × line height.
    public var size: CGSize
    /// How many lines the text occupies.
    public var lineCount: Int
    /// The distance from the top of the text to the first line's baseline.
    public var firstBaselineOffset: CGFloat
    /// The distance from the top of the text to the last line's baseline.
    public var lastBaselineOffset: CGFloat
    /// The lines as drawn (truncated lines end in or contain `…`); empty when the measurer does
    /// not report them, in which case renderers draw the text's own lines.
    public var lines: [HeadlessTextLine]

    /// Creates a layout.
    public init(size: CGSize, lineCount: Int, firstBaselineOffset: CGFloat, lastBaselineOffset: CGFloat,
                lines: [HeadlessTextLine] = []) {
        self.size = size
        self.lineCount = lineCount
        self.firstBaselineOffset = firstBaselineOffset
        self.lastBaselineOffset = lastBaselineOffset
        self.lines = lines
    }

    /// The layout of no text: zero size, no lines.
    public static let empty = HeadlessTextLayout(size: .zero, lineCount: 0, firstBaselineOffset: 0, lastBaselineOffset: 0)
}

/// One laid-out line of text.
public struct HeadlessTextLine: Equatable, Sendable {
    /// The characters drawn on the line, without trailing spaces.
    public var text: String
    /// The width of `text`.
    public var width: CGFloat

    /// Creates a line.
    public init(text: String, width: CGFloat) {
        self.text = text
        self.width = width
    }
}
#endif
