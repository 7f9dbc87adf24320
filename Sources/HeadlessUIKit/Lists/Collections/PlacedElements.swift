#if !canImport(UIKit)
import Foundation

/// The attributes a layout placed, with the lookups every built-in layout answers from them:
/// the elements in a rectangle, an item, a supplementary view.
struct PlacedElements {
    private var all: [UICollectionViewLayoutAttributes] = []
    private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementary: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    /// Keeps `attributes` as the placed elements.
    @MainActor init(_ attributes: [UICollectionViewLayoutAttributes] = []) {
        all = attributes
        for attribute in attributes {
            if attribute.representedElementCategory == .cell { items[attribute.indexPath] = attribute } else { supplementary[attribute.elementKey] = attribute }
        }
    }

    /// Copies of the attributes whose frames overlap `rect` (an edge in common is not enough).
    @MainActor func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        all.filter { $0.frame.overlaps(rect) }.map { $0.copied() }
    }

    /// A copy of the attributes of an item.
    @MainActor func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { items[indexPath]?.copied() }

    /// A copy of the attributes of a supplementary view.
    @MainActor func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary[ElementKey(kind: kind, indexPath: indexPath)]?.copied()
    }
}
#endif
