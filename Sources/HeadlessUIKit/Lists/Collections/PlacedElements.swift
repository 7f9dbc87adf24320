#if !canImport(UIKit)
import Foundation

/// The attributes a layout placed, with the lookups every built-in layout answers from them:
/// the elements in a rectangle, an item, a supplementary or decoration view. Frames are kept beside the
/// attributes and items by section and item, so that a lookup reads plain values.
struct PlacedElements {
    private var all: [UICollectionViewLayoutAttributes] = []
    private var frames: [CGRect] = []
    private var items = ItemStore<UICollectionViewLayoutAttributes>()
    private var others: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    /// Keeps `attributes` as the placed elements.
    @MainActor init(_ attributes: [UICollectionViewLayoutAttributes] = []) {
        all = attributes
        frames = attributes.map(\.frame)
        for attribute in attributes {
            if attribute.representedElementCategory == .cell {
                items[attribute.indexPath] = attribute
            } else {
                others[attribute.elementKey] = attribute
            }
        }
    }

    /// Copies of the attributes whose frames overlap `rect` (an edge in common is not enough).
    @MainActor func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, frame) in frames.enumerated() where frame.overlaps(rect) { found.append(all[index].copied()) }
        return found
    }

    /// Copies of the attributes whose frames overlap `rect`, but for those at `excluded`
    /// positions among the placed ones.
    @MainActor func elements(in rect: CGRect, excluding excluded: Set<Int>) -> [UICollectionViewLayoutAttributes] {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, frame) in frames.enumerated() where frame.overlaps(rect) && !excluded.contains(index) { found.append(all[index].copied()) }
        return found
    }

    /// A copy of the attributes at `index` among the placed ones.
    @MainActor func attributes(at index: Int) -> UICollectionViewLayoutAttributes { all[index].copied() }

    /// A copy of the attributes of an item.
    @MainActor func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { items[indexPath]?.copied() }

    /// A copy of the attributes of a supplementary view.
    @MainActor func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        others[ElementKey(kind: kind, indexPath: indexPath)]?.copied()
    }

    /// A copy of the attributes of a decoration view.
    @MainActor func decorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        others[ElementKey(kind: kind, indexPath: indexPath, isDecoration: true)]?.copied()
    }
}
#endif
