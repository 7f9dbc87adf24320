#if !canImport(UIKit)
import Foundation

/// The last few text layouts a view measured, so that a layout round that asks again for the
/// size at a width it measured already does not lay the text out again.
///
/// A multi-line label asks for its size at the old width and at the new one when layout gives it
/// a new width, then again when the engine reads its intrinsic size and its baselines. An entry
/// matches only the same text, font, width, line limit, line break mode and text measurer.
struct HeadlessTextLayoutCache {
    private struct Key: Equatable {
        var text: String
        var font: UIFont
        var width: CGFloat
        var lines: Int
        var lineBreakMode: NSLineBreakMode
        var measurer: Int

        static func == (left: Key, right: Key) -> Bool {
            left.width == right.width && left.lines == right.lines && left.lineBreakMode == right.lineBreakMode
                && left.measurer == right.measurer && left.text == right.text
                && (left.font === right.font || left.font.isEqual(right.font))
        }
    }

    /// Two widths cover a width change: the one layout gave before, and the new one.
    private static let capacity = 2
    private var entries: [(key: Key, layout: HeadlessTextLayout)] = []

    /// The layout of `text` for these settings: remembered, or measured now and remembered.
    @MainActor
    mutating func layout(
        of text: String, font: UIFont, width: CGFloat, lines: Int, lineBreakMode: NSLineBreakMode
    ) -> HeadlessTextLayout {
        let key = Key(text: text, font: font, width: width, lines: lines, lineBreakMode: lineBreakMode,
                      measurer: HeadlessEnvironment.textMeasurerGeneration)
        if let index = entries.firstIndex(where: { $0.key == key }) {
            if index != entries.count - 1 { entries.append(entries.remove(at: index)) }
            return entries[entries.count - 1].layout
        }
        let layout = HeadlessEnvironment.textMeasurer.measure(
            text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: lineBreakMode)
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((key, layout))
        return layout
    }

    /// Forgets every layout (the text or its settings changed).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
#endif
