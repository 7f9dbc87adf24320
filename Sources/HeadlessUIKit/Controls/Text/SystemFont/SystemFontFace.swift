#if !canImport(UIKit)
import Foundation

/// The system font's metrics resolved for one point size and weight, in points: each character's
/// advance with the size's tracking, and the kerning of character pairs.
///
/// Advances and kerning blend the three weight masters of both optical sizes
/// (`SystemFontWeightAxis`, `SystemFontOpticalSize`); tracking follows `SystemFontTracking`.
/// Characters the data does not list measure as their base letter when they decompose into one
/// (é as e), as one em when they are East Asian wide characters or emoji, and as half an em
/// otherwise. Pairs with characters outside printable ASCII and typographic quotes and dashes are
/// not kerned.
final class SystemFontFace: Sendable {
    let pointSize: CGFloat
    private let tracking: CGFloat
    private let masterWeights: SIMD3<Float>
    private let displayShare: Float
    /// Advances (with tracking) and kerning of the ASCII characters; the others are looked up.
    let ascii: HeadlessASCIIMetrics

    init(pointSize: CGFloat, weight: UIFont.Weight) {
        self.pointSize = pointSize
        tracking = SystemFontTracking.tracking(at: pointSize)
        masterWeights = SystemFontWeightAxis.masterWeights(for: weight)
        displayShare = SystemFontOpticalSize.displayShare(at: pointSize)
        let text = SystemFontMasters.text, display = SystemFontMasters.display
        let masterWeights = self.masterWeights, displayShare = self.displayShare
        func blend(_ textValue: SIMD3<Float>?, _ displayValue: SIMD3<Float>?) -> CGFloat {
            Self.blend(textValue, displayValue, masterWeights: masterWeights, displayShare: displayShare, pointSize: pointSize)
        }
        var advances = [CGFloat](repeating: pointSize / 2, count: 128)
        for byte in 0x20...0x7E {
            let scalar = Unicode.Scalar(UInt8(byte))
            advances[byte] = blend(text.advances[scalar], display.advances[scalar]) + tracking
        }
        var kerning = [CGFloat](repeating: 0, count: 96 * 96)
        for pair in Set(text.kerning.keys).union(display.kerning.keys)
        where (0x20...0x7F).contains(pair.first) && (0x20...0x7F).contains(pair.second) {
            kerning[Int(pair.first - 0x20) * 96 + Int(pair.second - 0x20)] = blend(text.kerning[pair], display.kerning[pair])
        }
        ascii = HeadlessASCIIMetrics(advances: advances, printableKerning: kerning)
    }

    /// The advance of a grapheme cluster, with tracking.
    func advance(of character: Character) -> CGFloat {
        if let byte = character.asciiValue { return ascii.advance(byte) }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, let listed = listedAdvance(of: scalar) { return listed + tracking }
        if HeadlessDynamicTypeTextModel.isWide(character) { return pointSize + tracking }
        if let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
           let listed = listedAdvance(of: base) {
            return listed + tracking
        }
        return pointSize / 2 + tracking
    }

    /// The kerning between two grapheme clusters (0 unless both are single listed characters).
    func kerning(_ first: Character, _ second: Character) -> CGFloat {
        if let a = first.asciiValue, let b = second.asciiValue { return ascii.kerning(a, b) }
        guard first.unicodeScalars.count == 1, second.unicodeScalars.count == 1,
              let a = first.unicodeScalars.first, let b = second.unicodeScalars.first else { return 0 }
        let pair = SystemFontPair(a, b)
        let text = SystemFontMasters.text.kerning[pair], display = SystemFontMasters.display.kerning[pair]
        guard text != nil || display != nil else { return 0 }
        return blend(text, display)
    }

    private func listedAdvance(of scalar: Unicode.Scalar) -> CGFloat? {
        let text = SystemFontMasters.text.advances[scalar], display = SystemFontMasters.display.advances[scalar]
        guard text != nil || display != nil else { return nil }
        return blend(text, display)
    }

    private func blend(_ textValue: SIMD3<Float>?, _ displayValue: SIMD3<Float>?) -> CGFloat {
        Self.blend(textValue, displayValue, masterWeights: masterWeights, displayShare: displayShare, pointSize: pointSize)
    }

    /// A value of both designs' masters (missing ones are 0), blended and scaled to points.
    private static func blend(_ textValue: SIMD3<Float>?, _ displayValue: SIMD3<Float>?,
                              masterWeights: SIMD3<Float>, displayShare: Float, pointSize: CGFloat) -> CGFloat {
        let inText = ((textValue ?? .zero) * masterWeights).sum()
        let inDisplay = ((displayValue ?? .zero) * masterWeights).sum()
        return CGFloat(inText + displayShare * (inDisplay - inText)) * pointSize / 2048
    }
}

/// The faces resolved so far, shared by every measurement: resolving one interpolates a few
/// thousand values, which a layout should not repeat per label.
final class SystemFontFaces: @unchecked Sendable {
    static let shared = SystemFontFaces()

    private struct Key: Hashable {
        let pointSize: CGFloat
        let weight: CGFloat
    }

    // The lock guards `faces` and `last`; faces themselves are immutable.
    private let lock = NSLock()
    private var faces: [Key: SystemFontFace] = [:]
    /// The face asked for last: a layout measures most of its text in one font.
    private var last: (key: Key, face: SystemFontFace)?

    /// The face for a point size and weight.
    func face(pointSize: CGFloat, weight: UIFont.Weight) -> SystemFontFace {
        let key = Key(pointSize: pointSize, weight: weight.rawValue)
        lock.lock()
        defer { lock.unlock() }
        if let last, last.key == key { return last.face }
        let face = faces[key] ?? SystemFontFace(pointSize: pointSize, weight: weight)
        faces[key] = face
        last = (key, face)
        return face
    }
}
#endif
