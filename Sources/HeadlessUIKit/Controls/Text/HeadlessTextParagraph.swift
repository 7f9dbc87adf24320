#if !canImport(UIKit)
import Foundation

/// One paragraph of text as the line breaker reads it: each grapheme cluster's advance (with the
/// kerning after the cluster before it) and whether it is a space, and the text of any range of
/// clusters.
///
/// ASCII text, the common case in layout code, is read byte by byte: every byte is one cluster
/// (a `\r\n` pair only ends a paragraph), so no grapheme breaking is needed, and advances and
/// kerning come from the metrics' ASCII tables.
struct HeadlessTextParagraph {
    /// The advance of each cluster.
    private(set) var advances: [CGFloat] = []
    /// Whether each cluster is a space (U+0020), where lines may break.
    private(set) var spaces: [Bool] = []
    private let storage: Storage

    private enum Storage {
        /// The paragraph's bytes, a slice of the whole text's.
        case ascii(ArraySlice<UInt8>)
        case clusters([Character])
    }

    /// The number of clusters.
    var count: Int { advances.count }

    /// The paragraph of ASCII `bytes`, none of them a line feed or carriage return.
    private init(ascii bytes: ArraySlice<UInt8>, metrics: HeadlessASCIIMetrics) {
        storage = .ascii(bytes)
        advances.reserveCapacity(bytes.count)
        spaces.reserveCapacity(bytes.count)
        // The first byte kerns with nothing: NUL kerns with no byte.
        var previous: UInt8 = 0
        for byte in bytes {
            advances.append(metrics.advance(byte) + metrics.kerning(previous, byte))
            spaces.append(byte == 0x20)
            previous = byte
        }
    }

    /// The paragraph of `clusters`, none of them a line break.
    private init(clusters: [Character], metrics: HeadlessGlyphMetrics) {
        storage = .clusters(clusters)
        advances = clusters.indices.map { index in
            metrics.advance(clusters[index]) + (index > 0 ? metrics.kerning(clusters[index - 1], clusters[index]) : 0)
        }
        spaces = clusters.map { $0 == " " }
    }

    /// The text of the clusters in `range`.
    func text(_ range: Range<Int>) -> String {
        switch storage {
        case let .ascii(bytes): String(decoding: bytes[bytes.startIndex + range.lowerBound..<bytes.startIndex + range.upperBound], as: UTF8.self)
        case let .clusters(clusters): String(clusters[range])
        }
    }

    /// The clusters in `range`.
    func clusters(_ range: Range<Int>) -> [Character] {
        switch storage {
        case let .ascii(bytes): bytes[bytes.startIndex + range.lowerBound..<bytes.startIndex + range.upperBound].map { Character(Unicode.Scalar($0)) }
        case let .clusters(clusters): Array(clusters[range])
        }
    }

    /// The paragraphs of `text`: split at line feeds (`\n`, `\r\n`, `\r`), empty ones kept.
    static func paragraphs(of text: String, metrics: HeadlessGlyphMetrics) -> [HeadlessTextParagraph] {
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) { return asciiParagraphs(of: bytes, metrics: metrics.ascii) }
        var result: [HeadlessTextParagraph] = []
        var clusters: [Character] = []
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                result.append(HeadlessTextParagraph(clusters: clusters, metrics: metrics))
                clusters = []
            } else {
                clusters.append(character)
            }
        }
        result.append(HeadlessTextParagraph(clusters: clusters, metrics: metrics))
        return result
    }

    private static func asciiParagraphs(of bytes: [UInt8], metrics: HeadlessASCIIMetrics) -> [HeadlessTextParagraph] {
        var result: [HeadlessTextParagraph] = []
        var start = 0
        while true {
            let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
            result.append(HeadlessTextParagraph(ascii: bytes[start..<end], metrics: metrics))
            guard end < bytes.count else { return result }
            start = end + (bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1)
        }
    }
}
#endif
