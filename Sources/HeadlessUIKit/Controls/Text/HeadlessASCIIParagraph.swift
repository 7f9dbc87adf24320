#if !canImport(UIKit)
import Foundation

/// A paragraph of ASCII text, read byte by byte: every byte is one cluster (a `\r\n` pair only
/// ends a paragraph), so no grapheme breaking is needed, and advances and kerning are looked up
/// in the metrics' ASCII tables.
struct HeadlessASCIIParagraph: HeadlessTextParagraph {
    /// The paragraph's bytes, a slice of the whole text's.
    private let bytes: ArraySlice<UInt8>
    private let advances: [CGFloat]
    let hasOnlyForwardAdvances: Bool

    /// The paragraph of ASCII `bytes`, none of them a line feed or carriage return.
    private init(_ bytes: ArraySlice<UInt8>, metrics: HeadlessASCIIMetrics) {
        self.bytes = bytes
        advances = [CGFloat](unsafeUninitializedCapacity: bytes.count) { advances, count in
            // The first byte kerns with nothing: NUL kerns with no byte.
            var previous: UInt8 = 0
            for byte in bytes {
                advances.initializeElement(at: count, to: metrics.advance(byte) + metrics.kerning(previous, byte))
                count += 1
                previous = byte
            }
        }
        hasOnlyForwardAdvances = metrics.hasOnlyForwardAdvances
    }

    var count: Int { advances.count }

    func advance(at index: Int) -> CGFloat {
        advances[index]
    }

    func isSpace(at index: Int) -> Bool {
        bytes[bytes.startIndex + index] == 0x20
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[bytes.startIndex + range.lowerBound..<bytes.startIndex + range.upperBound], as: UTF8.self)
    }

    func clusters(_ range: Range<Int>) -> [Character] {
        bytes[bytes.startIndex + range.lowerBound..<bytes.startIndex + range.upperBound].map { Character(Unicode.Scalar($0)) }
    }

    /// The paragraphs of UTF-8 `bytes` split at line feeds (`\n`, `\r\n`, `\r`), empty ones kept;
    /// nil unless all of them are ASCII.
    static func paragraphs(of bytes: [UInt8], metrics: HeadlessASCIIMetrics) -> [HeadlessASCIIParagraph]? {
        var result: [HeadlessASCIIParagraph] = []
        var start = 0
        while true {
            let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D || $0 >= 0x80 } ?? bytes.count
            guard end == bytes.count || bytes[end] < 0x80 else { return nil }
            result.append(HeadlessASCIIParagraph(bytes[start..<end], metrics: metrics))
            guard end < bytes.count else { return result }
            start = end + (bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1)
        }
    }
}
#endif
