#if !canImport(UIKit)
import Foundation

/// A supplementary view attached to an item or a group (a badge, a label over a cell), placed
/// by anchors on its host's frame; its fractional dimensions are fractions of the host's size.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view the data source makes for it.
    public let elementKind: String
    /// The point on the host the item is attached to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the item that goes on the container anchor's point; nil: the item touches
    /// the container anchor's edges from inside.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order (a decision: 1, above cells, where UIKit documents no default).
    open var zIndex = 1

    /// Creates an item of `elementKind` attached at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates an item of `elementKind` whose `itemAnchor` point sits on `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// The item's frame on a host of frame `host`.
    func frame(on host: CGRect) -> CGRect {
        containerAnchor.frame(of: layoutSize.resolved(in: host.size), in: host, itemAnchor: itemAnchor)
    }
}
#endif
