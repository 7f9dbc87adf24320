#if !canImport(UIKit)
import Foundation

/// How far text advances, as the line breaker reads it: each grapheme cluster's advance and the
/// kerning between neighbouring clusters, with fast paths for ASCII bytes.
struct HeadlessGlyphMetrics {
    /// The advance of a cluster.
    let advance: (Character) -> CGFloat
    /// The kerning between two neighbouring clusters, added to the second one's advance.
    let kerning: (Character, Character) -> CGFloat
    /// The advance of an ASCII byte.
    let asciiAdvance: (UInt8) -> CGFloat
    /// The kerning between two neighbouring ASCII bytes.
    let asciiKerning: (UInt8, UInt8) -> CGFloat

    /// Metrics with the given advances and no kerning.
    init(advance: @escaping (Character) -> CGFloat) {
        self.advance = advance
        kerning = { _, _ in 0 }
        asciiAdvance = { advance(Character(Unicode.Scalar($0))) }
        asciiKerning = { _, _ in 0 }
    }

    /// The metrics of a system font face.
    init(face: SystemFontFace) {
        advance = face.advance(of:)
        kerning = face.kerning(_:_:)
        asciiAdvance = face.advance(ofASCII:)
        asciiKerning = face.kerning(ofASCII:_:)
    }

    /// The width of clusters set side by side.
    func width<C: Collection<Character>>(of clusters: C) -> CGFloat {
        var total: CGFloat = 0, previous: Character?
        for character in clusters {
            total += advance(character) + (previous.map { kerning($0, character) } ?? 0)
            previous = character
        }
        return total
    }
}
#endif
