#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A collection view as large as its content: its intrinsic content size is its content size,
/// so that Auto Layout sizes it to all its items.
@MainActor open class AutoSizingCollectionView: UICollectionView {
    /// The content size; a change invalidates the intrinsic content size.
    open override var contentSize: CGSize {
        didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The content size.
    open override var intrinsicContentSize: CGSize { contentSize }
}
