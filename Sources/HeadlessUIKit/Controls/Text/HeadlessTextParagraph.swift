#if !canImport(UIKit)
import Foundation

/// One paragraph of text as the line breaker reads it: each grapheme cluster's advance (with the
/// kerning after the cluster before it) and whether it is a space, and the text of any range of
/// clusters.
///
/// ASCII text, the common case in layout code, is read byte by byte: every byte is one cluster
/// (a `\r\n` pair only ends a paragraph), so no grapheme breaking is needed and each byte value's
/// advance is asked for once per text.
struct HeadlessTextParagraph {
    /// The advance of each cluster.
    private(set) var advances: [CGFloat] = []
    /// Whether each cluster is a space (U+0020), where lines may break.
    private(set) var spaces: [Bool] = []
    private var storage: Storage

    private enum Storage {
        case ascii([UInt8])
        case clusters([Character])
    }

    /// The number of clusters.
    var count: Int { advances.count }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The text of the clusters in `range`.
    func text(_ range: Range<Int>) -> String {
        switch storage {
        case let .ascii(bytes): String(decoding: bytes[range], as: UTF8.self)
        case let .clusters(clusters): String(clusters[range])
        }
    }

    /// The clusters in `range`.
    func clusters(_ range: Range<Int>) -> [Character] {
        switch storage {
        case let .ascii(bytes): bytes[range].map { Character(Unicode.Scalar($0)) }
        case let .clusters(clusters): Array(clusters[range])
        }
    }

    /// The paragraphs of `text`: split at line feeds (`\n`, `\r\n`, `\r`), empty ones kept.
    static func paragraphs(of text: String, metrics: HeadlessGlyphMetrics) -> [HeadlessTextParagraph] {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) { return asciiParagraphs(of: Array(utf8), metrics: metrics) }
        var result: [HeadlessTextParagraph] = []
        var clusters: [Character] = []
        func finish() {
            var paragraph = HeadlessTextParagraph(storage: .clusters(clusters))
            paragraph.advances = clusters.indices.map { index in
                metrics.advance(clusters[index]) + (index > 0 ? metrics.kerning(clusters[index - 1], clusters[index]) : 0)
            }
            paragraph.spaces = clusters.map { $0 == " " }
            result.append(paragraph)
            clusters = []
        }
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                finish()
            } else {
                clusters.append(character)
            }
        }
        finish()
        return result
    }

    private static func asciiParagraphs(of bytes: [UInt8], metrics: HeadlessGlyphMetrics) -> [HeadlessTextParagraph] {
        var known = [CGFloat?](repeating: nil, count: 128)
        var result: [HeadlessTextParagraph] = []
        var start = 0, index = 0
        func finish(_ end: Int) {
            var paragraph = HeadlessTextParagraph(storage: .ascii(Array(bytes[start..<end])))
            paragraph.advances.reserveCapacity(end - start)
            paragraph.spaces.reserveCapacity(end - start)
            var previous: UInt8?
            for byte in bytes[start..<end] {
                if known[Int(byte)] == nil { known[Int(byte)] = metrics.asciiAdvance(byte) }
                paragraph.advances.append(known[Int(byte)]! + (previous.map { metrics.asciiKerning($0, byte) } ?? 0))
                paragraph.spaces.append(byte == 0x20)
                previous = byte
            }
            result.append(paragraph)
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            finish(index)
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            start = index
        }
        finish(bytes.count)
        return result
    }
}
#endif
