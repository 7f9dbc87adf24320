#if !canImport(UIKit)
import Foundation

/// One cell's place in a compositional layout group: its size (relative to the group), the
/// insets by which the cell is smaller than that place, and the supplementary views attached
/// to it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets between the item's place and its cell; ignored on an axis whose dimension is
    /// estimated, as UIKit documents.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space the item takes around itself in its group (see `NSCollectionLayoutEdgeSpacing`).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The attached supplementary items (groups let them be set).
    var attachedItems: [NSCollectionLayoutSupplementaryItem]

    /// Creates an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        attachedItems = []
    }

    /// Creates an item of `layoutSize` with supplementary views attached to its cell.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        attachedItems = supplementaryItems
    }

    /// The supplementary views attached to the item's cell.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }
}
#endif
