#if !canImport(UIKit)
import Foundation

extension HeadlessLineBreaker {
    /// The one line of `text` when it cannot break: ASCII without line feeds or carriage returns,
    /// laid out at no width limit (`.greatestFiniteMagnitude`); nil for any other text or width.
    ///
    /// It is the line the greedy breaker would make — the same sum of advances and kerning, in the
    /// same order, without trailing spaces — measured in one pass over the bytes, without
    /// paragraphs: labels on one line and the first measure of a multi-line label (before layout
    /// gives it a width) take this path.
    func unbrokenASCIILine(of text: String) -> HeadlessTextLine? {
        guard maxWidth == .greatestFiniteMagnitude else { return nil }
        // Native strings keep their UTF-8 in one buffer; other strings take the general path.
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            unbrokenASCIILine(of: bytes, text: text)
        } ?? nil
    }

    /// The one line of `text`, whose UTF-8 is `bytes`, as `unbrokenASCIILine(of:)` describes.
    private func unbrokenASCIILine(of bytes: UnsafeBufferPointer<UInt8>, text: String) -> HeadlessTextLine? {
        let ascii = metrics.ascii
        var width: CGFloat = 0, visibleWidth: CGFloat = 0
        var visibleCount = 0
        // The first byte kerns with nothing: NUL kerns with no byte.
        var previous: UInt8 = 0
        for (index, byte) in bytes.enumerated() {
            guard byte < 0x80, byte != 0x0A, byte != 0x0D else { return nil }
            width += ascii.advance(byte) + ascii.kerning(previous, byte)
            if byte != 0x20 {
                visibleWidth = width
                visibleCount = index + 1
            }
            previous = byte
        }
        let visible = visibleCount == bytes.count ? text : String(decoding: bytes.prefix(visibleCount), as: UTF8.self)
        return HeadlessTextLine(text: visible, width: visibleWidth)
    }
}
#endif
