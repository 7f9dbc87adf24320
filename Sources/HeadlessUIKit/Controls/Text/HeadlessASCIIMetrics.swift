#if !canImport(UIKit)
import Foundation

/// The advances of the 128 ASCII byte values and the kerning of printable ASCII pairs, as
/// tables: ASCII text, the common case in layout code, is measured by looking bytes up.
struct HeadlessASCIIMetrics: Sendable {
    /// The advance of each byte value.
    private let advances: [CGFloat]
    /// The kerning of each pair of byte values, 128 × 128 by first byte: 0 unless both are
    /// printable.
    private let pairKerning: [CGFloat]
    /// Whether no byte's advance with its kerning after any byte is negative, so that a line's
    /// width only grows as bytes are added.
    let hasOnlyForwardAdvances: Bool

    /// No kerning at all.
    private static let noKerning = [CGFloat](repeating: 0, count: 128 * 128)

    /// Tables of 128 advances, by byte value, and of the kerning of printable pairs (none by
    /// default): 96 × 96 values by the first byte of the pair from U+0020, then the second.
    init(advances: [CGFloat], printableKerning: [CGFloat]? = nil) {
        precondition(advances.count == 128 && (printableKerning?.count ?? 96 * 96) == 96 * 96)
        self.advances = advances
        guard let printableKerning else {
            pairKerning = Self.noKerning
            hasOnlyForwardAdvances = advances.allSatisfy { $0 >= 0 }
            return
        }
        var pairKerning = Self.noKerning
        for first in 0..<96 {
            for second in 0..<96 {
                pairKerning[(0x20 + first) * 128 + 0x20 + second] = printableKerning[first * 96 + second]
            }
        }
        self.pairKerning = pairKerning
        hasOnlyForwardAdvances = (0..<128 * 128).allSatisfy { pair in advances[pair % 128] + pairKerning[pair] >= 0 }
    }

    /// Tables with the advance of each byte value as `advance` gives it, and no kerning.
    init(advance: (UInt8) -> CGFloat) {
        self.init(advances: (0..<128).map { advance(UInt8($0)) })
    }

    /// The advance of an ASCII byte (the high bit is ignored).
    func advance(_ byte: UInt8) -> CGFloat {
        advances[Int(byte & 0x7F)]
    }

    /// The kerning between two neighbouring ASCII bytes (the high bits are ignored): 0 unless
    /// both are printable.
    func kerning(_ first: UInt8, _ second: UInt8) -> CGFloat {
        pairKerning[Int(first & 0x7F) * 128 + Int(second & 0x7F)]
    }
}
#endif
