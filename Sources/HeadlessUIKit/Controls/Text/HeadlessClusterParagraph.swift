#if !canImport(UIKit)
import Foundation

/// A paragraph of text with characters outside ASCII, read grapheme cluster by grapheme cluster,
/// with each cluster's advance measured once.
struct HeadlessClusterParagraph: HeadlessTextParagraph {
    private let characters: [Character]
    private let advances: [CGFloat]
    let hasOnlyForwardAdvances: Bool

    /// The paragraph of `characters`, none of them a line break.
    private init(_ characters: [Character], metrics: HeadlessGlyphMetrics) {
        self.characters = characters
        advances = characters.indices.map { index in
            metrics.advance(characters[index]) + (index > 0 ? metrics.kerning(characters[index - 1], characters[index]) : 0)
        }
        hasOnlyForwardAdvances = advances.allSatisfy { $0 >= 0 }
    }

    var count: Int { characters.count }

    func advance(at index: Int) -> CGFloat {
        advances[index]
    }

    func isSpace(at index: Int) -> Bool {
        characters[index] == " "
    }

    func text(_ range: Range<Int>) -> String {
        String(characters[range])
    }

    func clusters(_ range: Range<Int>) -> [Character] {
        Array(characters[range])
    }

    /// The paragraphs of `text`: split at line feeds (`\n`, `\r\n`, `\r`), empty ones kept.
    static func paragraphs(of text: String, metrics: HeadlessGlyphMetrics) -> [HeadlessClusterParagraph] {
        var result: [HeadlessClusterParagraph] = []
        var characters: [Character] = []
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                result.append(HeadlessClusterParagraph(characters, metrics: metrics))
                characters = []
            } else {
                characters.append(character)
            }
        }
        result.append(HeadlessClusterParagraph(characters, metrics: metrics))
        return result
    }
}
#endif
