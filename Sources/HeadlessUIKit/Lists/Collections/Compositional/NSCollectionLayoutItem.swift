#if !canImport(UIKit)
import Foundation

/// One cell's place in a compositional layout group: its size (relative to the group) and the
/// insets by which the cell is smaller than that place.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets between the item's place and its cell.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// Creates an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
#endif
