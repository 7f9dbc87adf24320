#if !canImport(UIKit)
import Foundation

/// What a collection view asks to prepare items before they come on screen (see
/// `prefetchDataSource`).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Prepares the items at `indexPaths`, nearest to the screen first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops preparing items asked for before that are no longer likely to be shown.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
#endif
