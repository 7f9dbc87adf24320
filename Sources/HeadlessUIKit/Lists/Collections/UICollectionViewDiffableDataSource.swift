#if !canImport(UIKit)
import Foundation

/// A collection view data source that shows a snapshot of section and item identifiers,
/// making each item's cell (and each supplementary view) with a closure.
///
/// Creating it makes it the collection view's `dataSource`; `apply(_:animatingDifferences:
/// completion:)` takes a new snapshot and the collection view shows it (animations have no
/// effect on the final layout). UIKit lets `apply` run on any queue; HeadlessUIKit expects the
/// main actor, as for views.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell of an item.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private let collectionReference: HeadlessItemReference
    private var collection: UICollectionView? { collectionReference.view(as: UICollectionView.self) }
    private let cellProvider: CellProvider
    private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source for `collectionView` and makes it the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        collectionReference = collectionView.itemReference
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`; `completion` runs after the collection view took it.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        store.snapshot = snapshot
        MainActor.assumeIsolated { collection?.reloadData() }
        completion?()
    }

    /// Shows `snapshot`.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        store.snapshot = snapshot
        await MainActor.run { collection?.reloadData() }
    }

    /// Shows `snapshot` by reloading the collection view.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        store.snapshot
    }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(for: index) }
    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.snapshot.indexOfSection(sectionIdentifier) }
    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }
    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.snapshot.numberOfSections }

    /// The number of items in the snapshot's section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell the provider makes for the item; a nil cell is logged as UIKit raises it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        raiseException("NSInternalInconsistencyException", "the cell returned from the cell provider for index path \(indexPath) is nil")
        return UICollectionViewCell(frame: .zero)
    }

    /// The view the supplementary view provider makes; a missing one is logged as UIKit raises it.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        raiseException("NSInternalInconsistencyException", "the supplementary view provider returned nil for the element of kind \(kind) at \(indexPath)")
        return UICollectionReusableView(frame: .zero)
    }

    /// Items cannot be moved unless a subclass says so.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
#endif
