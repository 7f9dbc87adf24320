#if !canImport(UIKit)
import Foundation

/// A header or footer of a compositional layout section.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view, e.g. `UICollectionView.elementKindSectionHeader`.
    public let elementKind: String
    /// Where the view sits: `.top` before the section's items, `.bottom` after them.
    public let alignment: NSRectAlignment
    /// Whether the view stays pinned while its section scrolls; not modelled (it scrolls).
    open var pinToVisibleBounds = false

    /// Creates a header (`.top`) or footer (`.bottom`) of `elementKind`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
#endif
