#if !canImport(UIKit)
import Foundation

/// One paragraph of text as the line breaker reads it: each grapheme cluster's advance (with the
/// kerning after the cluster before it) and whether it is a space, and the text of any range of
/// clusters.
///
/// ASCII text, the common case in layout code, is read byte by byte (`HeadlessASCIIParagraph`);
/// other text cluster by cluster (`HeadlessClusterParagraph`).
protocol HeadlessTextParagraph {
    /// The number of clusters.
    var count: Int { get }
    /// The advance of the cluster at `index`, with the kerning after the cluster before it.
    func advance(at index: Int) -> CGFloat
    /// Whether the cluster at `index` is a space (U+0020), where lines may break.
    func isSpace(at index: Int) -> Bool
    /// Whether no advance is negative, so that a line's width only grows as clusters are added.
    var hasOnlyForwardAdvances: Bool { get }
    /// The text of the clusters in `range`.
    func text(_ range: Range<Int>) -> String
    /// The clusters in `range`.
    func clusters(_ range: Range<Int>) -> [Character]
}
#endif
