#if !canImport(UIKit)
import Foundation

/// How far text advances, as the line breaker reads it: each grapheme cluster's advance and the
/// kerning between neighbouring clusters, and the same for ASCII bytes as tables.
struct HeadlessGlyphMetrics {
    /// The advance of a cluster.
    let advance: (Character) -> CGFloat
    /// The kerning between two neighbouring clusters, added to the second one's advance.
    let kerning: (Character, Character) -> CGFloat
    /// The advances and kerning of ASCII bytes: the same as `advance` and `kerning` give for
    /// their characters.
    let ascii: HeadlessASCIIMetrics

    /// Metrics with the given advances and no kerning; `asciiAdvance` gives the advance of each
    /// ASCII byte, as `advance` does for its character.
    init(advance: @escaping (Character) -> CGFloat, asciiAdvance: (UInt8) -> CGFloat) {
        self.advance = advance
        kerning = { _, _ in 0 }
        ascii = HeadlessASCIIMetrics(advance: asciiAdvance)
    }

    /// The metrics of a system font face.
    init(face: SystemFontFace) {
        advance = face.advance(of:)
        kerning = face.kerning(_:_:)
        ascii = face.ascii
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
