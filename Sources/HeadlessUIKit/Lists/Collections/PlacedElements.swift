#if !canImport(UIKit)
import Foundation

/// The attributes a layout placed, with the lookups every built-in layout answers from them:
/// the elements in a rectangle, an item, a supplementary or decoration view. Frames are kept
/// beside the attributes and items by section and item, so that a lookup reads plain values.
/// Pinned headers and footers are answered where the visible part of the content puts them.
struct PlacedElements {
    private var all: [UICollectionViewLayoutAttributes] = []
    private var frames: [CGRect] = []
    private var items = ItemStore<UICollectionViewLayoutAttributes>()
    private var others: [ElementKey: Int] = [:]
    private var pinned = PinnedElements()
    private var pinnedIndices: [Int: PinnedElement] = [:]

    /// Keeps `attributes` as the placed elements, with the headers and footers among them
    /// that stay on screen while their sections are.
    @MainActor init(_ attributes: [UICollectionViewLayoutAttributes] = [], pinned: PinnedElements = PinnedElements()) {
        all = attributes
        frames = attributes.map(\.frame)
        for (index, attribute) in attributes.enumerated() {
            if attribute.representedElementCategory == .cell {
                items[attribute.indexPath] = attribute
            } else {
                others[attribute.elementKey] = index
            }
        }
        self.pinned = pinned
        for pin in pinned.pins { pinnedIndices[pin.index] = pin }
    }

    /// Copies of the attributes whose frames overlap `rect` (an edge in common is not enough),
    /// pinned ones where `visible` (the visible part of the content along the scroll
    /// direction) puts them.
    @MainActor func elements(in rect: CGRect, visible: (start: CGFloat, end: CGFloat)?) -> [UICollectionViewLayoutAttributes] {
        var found: [UICollectionViewLayoutAttributes] = []
        guard !pinnedIndices.isEmpty, let visible else {
            for (index, frame) in frames.enumerated() where frame.overlaps(rect) { found.append(all[index].copied()) }
            return found
        }
        for (index, frame) in frames.enumerated() {
            if let pin = pinnedIndices[index] {
                let attributes = all[index].copied()
                attributes.frame = pinned.frame(of: pin, frame, visible: visible)
                if attributes.frame.overlaps(rect) { found.append(attributes) }
            } else if frame.overlaps(rect) {
                found.append(all[index].copied())
            }
        }
        return found
    }

    /// A copy of the attributes of an item.
    @MainActor func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { items[indexPath]?.copied() }

    /// A copy of the attributes of a supplementary view, where `visible` puts a pinned one.
    @MainActor func supplementaryView(
        ofKind kind: String, at indexPath: IndexPath, visible: (start: CGFloat, end: CGFloat)?
    ) -> UICollectionViewLayoutAttributes? {
        guard let index = others[ElementKey(kind: kind, indexPath: indexPath)] else { return nil }
        let attributes = all[index].copied()
        if let pin = pinnedIndices[index], let visible { attributes.frame = pinned.frame(of: pin, attributes.frame, visible: visible) }
        return attributes
    }

    /// A copy of the attributes of a decoration view.
    @MainActor func decorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        others[ElementKey(kind: kind, indexPath: indexPath, isDecoration: true)].map { all[$0].copied() }
    }
}
#endif
