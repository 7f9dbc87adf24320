#if !canImport(UIKit)
import Foundation

/// Items in lines: left to right in lines that run down the collection view (or, scrolling
/// horizontally, top to bottom in columns that run across), with a header and a footer per
/// section.
///
/// Defaults from Apple's documentation: `itemSize` 50 × 50, `minimumLineSpacing` and
/// `minimumInteritemSpacing` 10, `sectionInset` zero, header and footer reference sizes zero
/// (no header or footer), `estimatedItemSize` zero. The delegate
/// (`UICollectionViewDelegateFlowLayout`) may size each item and section.
///
/// A line holds as many items as fit with the minimum spacing between them. A line of one item
/// centres it; in a longer line the spacing grows so that the items reach both edges. Items
/// are centred across their line, which is as tall (or wide) as its largest item.
///
/// With a non-zero `estimatedItemSize` (such as `automaticSize`) every item is sized by its
/// cell's `preferredLayoutAttributesFitting(_:)` when the layout is prepared; the cells are
/// then queued for reuse.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A placeholder estimate that asks each cell for its size.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Whether section insets count from the content inset, the safe area or the layout margins.
    public enum SectionInsetReference: Int, Sendable {
        /// Insets count from the content inset.
        case fromContentInset = 0
        /// Insets count from the safe area.
        case fromSafeArea = 1
        /// Insets count from the layout margins.
        case fromLayoutMargins = 2
    }

    /// The size of items the delegate does not size.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate of item sizes; non-zero makes every cell size itself.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The smallest space between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// What `sectionInset` counts from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers: only its length along the scroll direction is used (the
    /// height when scrolling vertically); zero means no header.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers, as for headers.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether headers stay at the start of the visible area while any part of their section
    /// is on screen.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the end of the visible area while any part of their section is
    /// on screen.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var placed = PlacedElements()
    private var contentSize = CGSize.zero

    /// Places every item, header and footer; with `estimatedItemSize`, the items on screen take
    /// their cells' preferred sizes and the others keep the estimate until they come on screen.
    open override func prepare() {
        super.prepare()
        var placer = FlowPlacer(layout: self, measured: measuredSizes)
        placer.placeAll()
        placed = PlacedElements(placer.attributes, pinned: placer.pinned)
        contentSize = placer.contentSize
        measuredSizes = placer.measured
        estimatedFrames = placer.estimatedFrames
    }

    /// The size of the placed content.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Copies of the attributes whose frames overlap `rect` (an edge in common is not enough).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.elements(in: rect, visible: visibleSpan(vertical: scrollDirection == .vertical))
    }

    /// A copy of the attributes of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.item(at: indexPath)
    }

    /// A copy of the attributes of a header or footer.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.supplementaryView(ofKind: elementKind, at: indexPath, visible: visibleSpan(vertical: scrollDirection == .vertical))
    }

    /// A change of the length across the scroll direction invalidates the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }
}
#endif
