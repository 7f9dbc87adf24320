#if !canImport(UIKit)
import Foundation

/// The last two text layouts a view measured, so that a layout round that asks again for the
/// size at a width it measured already does not lay the text out again.
///
/// A multi-line label asks for its size at the old width and at the new one when layout gives it
/// a new width, then again when the engine reads its intrinsic size and its baselines: two
/// layouts cover a width change. An entry matches only the same text, font, width, line limit,
/// line break mode and text measurer.
struct HeadlessTextLayoutCache {
    private struct Entry {
        var text: String
        var font: UIFont
        var width: CGFloat
        var lines: Int
        var lineBreakMode: NSLineBreakMode
        var measurer: Int
        var layout: HeadlessTextLayout

        func matches(_ text: String, _ font: UIFont, _ width: CGFloat, _ lines: Int,
                     _ lineBreakMode: NSLineBreakMode, _ measurer: Int) -> Bool {
            self.width == width && self.lines == lines && self.lineBreakMode == lineBreakMode
                && self.measurer == measurer && self.text == text
                && (self.font === font || self.font.isEqual(font))
        }
    }

    /// The layout asked for last, and the one before it.
    private var latest: Entry?
    private var previous: Entry?

    /// The layout of `text` for these settings: remembered, or measured now and remembered.
    @MainActor
    mutating func layout(
        of text: String, font: UIFont, width: CGFloat, lines: Int, lineBreakMode: NSLineBreakMode
    ) -> HeadlessTextLayout {
        let measurer = HeadlessEnvironment.textMeasurerGeneration
        if let latest, latest.matches(text, font, width, lines, lineBreakMode, measurer) {
            return latest.layout
        }
        if let previous, previous.matches(text, font, width, lines, lineBreakMode, measurer) {
            swap(&latest, &self.previous)
            return previous.layout
        }
        let layout = HeadlessEnvironment.textMeasurer.measure(
            text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: lineBreakMode)
        previous = latest
        latest = Entry(text: text, font: font, width: width, lines: lines, lineBreakMode: lineBreakMode,
                       measurer: measurer, layout: layout)
        return layout
    }

    /// Forgets every layout (the text or its settings changed).
    mutating func removeAll() {
        latest = nil
        previous = nil
    }
}
#endif
