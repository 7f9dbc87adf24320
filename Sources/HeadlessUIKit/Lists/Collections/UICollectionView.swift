#if !canImport(UIKit)
import Foundation

/// A scroll view that shows items in sections, placed by a layout object
/// (`UICollectionViewFlowLayout`, or your own `UICollectionViewLayout` subclass).
///
/// The collection view prepares its layout on its first layout pass, after `reloadData()` or
/// an update, after `invalidateLayout()`, when its size changes, and when self-sizing items
/// still at their estimates scroll on screen; then it asks its data source for the cells and
/// supplementary views whose frames meet its bounds (once per item shown: a cell measured for
/// its size is the one shown), and hands views that scroll off back to the reuse queues (they
/// wait as hidden subviews).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    private var layout: UICollectionViewLayout
    /// Views on screen, by element.
    var shownElements: [ElementKey: UICollectionReusableView] = [:]
    /// Cells the data source made to be measured, kept until they are shown (so that the data
    /// source is asked once per item shown, as in UIKit) or the layout pass ends.
    var measuredCells: [IndexPath: UICollectionViewCell] = [:]
    /// Registered classes and views waiting for reuse.
    var reuse = ReuseQueues()
    /// The selected items.
    var selection = ListSelection()
    /// The items the prefetch data source was asked to prepare.
    var prefetchWindow = PrefetchWindow()
    /// The item counts the layout was prepared with; nil when the data source must be asked.
    var itemCounts: [Int]?
    /// The bounds size the layout was prepared for.
    var preparedSize: CGSize?
    /// Insertions and deletions waiting to be checked against the data source.
    var pending = PendingUpdates()

    /// Creates a collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view from an archive; nothing is read from it, the layout is a
    /// flow layout.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layout.collectionView = self
    }

    /// The layout placing the items; setting it prepares the new one at the next layout.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; the final frames are the same with or without animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== self.layout else { return }
        self.layout.collectionView = nil
        self.layout = layout
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// The object that provides the sections, items and views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The object that hears of displayed and selected items and of scrolling (and sizes flow
    /// layouts): a `UICollectionViewDelegate` (any other scroll view delegate only hears of
    /// scrolling).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            reloadData()
        }
    }
    /// The delegate as a collection delegate.
    weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// A view behind the content, laid out to the bounds.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// Whether the collection view is editing: list cells then show their editing accessories.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for view in shownElements.values { view.setNeedsLayout() }
        }
    }

    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether several items can be selected.
    open var allowsMultipleSelection = false
    /// Whether several items can be selected while the collection view is editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// The object asked to prepare items before they come on screen: after each layout, the
    /// next screenful of items in the direction of scrolling, nearest first.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether the prefetch data source is asked; true until set.
    open var isPrefetchingEnabled = true

    // MARK: Reuse (UICollectionView+Reuse.swift)

    /// Registers the class the collection view makes cells of for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerReusableClass(cellClass, kind: nil, identifier: identifier)
    }
    /// Registers the class the collection view makes supplementary views of `elementKind` of.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registerReusableClass(viewClass, kind: elementKind, identifier: identifier)
    }
    /// A queued cell for `identifier` (after `prepareForReuse()`) or a new one of the
    /// registered class. Without a registration UIKit raises; here the exception is logged and
    /// a plain cell returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueReusable(kind: nil, identifier: identifier) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }
    /// A queued supplementary view of `elementKind` for `identifier` or a new one of the
    /// registered class.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueReusable(kind: elementKind, identifier: identifier) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: Sections, items and updates

    /// The number of sections the collection view loaded from its data source.
    open var numberOfSections: Int { loadedItemCounts.count }
    /// The number of items it loaded for `section`; 0 for a section it does not have.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedItemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }
    /// Asks the data source again for everything at the next layout.
    open func reloadData() { reloadElements() }
    /// Inserts items; the data source must already count them (checked as UIKit checks it).
    open func insertItems(at indexPaths: [IndexPath]) { noteUpdate(inserted: indexPaths, deleted: []) }
    /// Deletes items; the data source must no longer count them (checked as UIKit checks it).
    open func deleteItems(at indexPaths: [IndexPath]) { noteUpdate(inserted: [], deleted: indexPaths) }
    /// Asks the data source again for these items.
    open func reloadItems(at indexPaths: [IndexPath]) { noteUpdate(inserted: [], deleted: []) }
    /// Asks the data source again for the cells of these items.
    open func reconfigureItems(at indexPaths: [IndexPath]) { noteUpdate(inserted: [], deleted: []) }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { noteUpdate(inserted: [newIndexPath], deleted: [indexPath]) }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { reloadElements() }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { reloadElements() }
    /// Asks the data source again for these sections.
    open func reloadSections(_ sections: IndexSet) { reloadElements() }
    /// Runs `updates` as one change, checks the item counts, then `completion`; the collection
    /// view shows the data source's new state.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        pending.depth += 1
        updates?()
        pending.depth -= 1
        if pending.depth == 0 { finishUpdates() }
        completion?(true)
    }

    // MARK: Geometry and visible items (UICollectionView+VisibleElements.swift)

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { shownCells.map(\.1) }
    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { shownCells.map(\.0) }
    /// The cell on screen for an item, or nil.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shownElements[ElementKey(kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }
    /// The item a cell on screen shows, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shownElements.first { $0.value === cell && $0.key.kind == nil }?.key.indexPath
    }
    /// The supplementary view on screen of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownElements[ElementKey(kind: elementKind, indexPath: indexPath)]
    }
    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownElements.filter { $0.key.kind == elementKind && !$0.key.isDecoration }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }
    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownElements.keys.filter { $0.kind == elementKind && !$0.isDecoration }.map(\.indexPath).sorted()
    }
    /// The item at a point in content coordinates, or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        preparedLayout().layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }
    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForItem(at: indexPath)
    }
    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    // Selection, shown on the cells (`isSelected`); a reload keeps the selected items that
    // still exist [MODEL].

    /// The selected items, lowest first; nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { selection.isEmpty ? nil : selection.indexPaths }
    /// Selects an item (alone, unless multiple selection is allowed), or clears the selection
    /// for nil, without calling the delegate; scrolls the item to `scrollPosition` unless it is
    /// empty.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        let keepingOthers = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        selection.select(indexPath, keepingOthers: keepingOthers) { cellForItem(at: $0)?.isSelected = $1 }
        if let indexPath, !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath) { cellForItem(at: $0)?.isSelected = $1 }
    }
    /// Scrolls so that the item is at `scrollPosition` (within the content), then lays out.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        scroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Layout

    /// The content shown moves with the offset; the elements on screen are laid out again.
    open override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }

    /// Lays out the subviews, then the elements the bounds show.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutVisibleElements()
    }

    /// The content size is the layout's.
    override func updateContentSize() {
        guard preparedSize != nil else { return super.updateContentSize() }
        let size = layout.collectionViewContentSize
        if size != contentSize { contentSize = size }
    }
}
#endif
