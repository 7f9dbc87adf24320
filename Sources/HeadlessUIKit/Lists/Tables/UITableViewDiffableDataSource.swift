#if !canImport(UIKit)
import Foundation

/// A table data source that shows a snapshot of section and item identifiers, making each
/// row's cell with a closure.
///
/// Creating it makes it the table's `dataSource`. `apply(_:animatingDifferences:completion:)`
/// takes a new snapshot; the table then shows it (animations have no effect on the final
/// layout, so the table reloads). Subclass it to give section titles or editing answers.
/// UIKit lets `apply` run on any queue; HeadlessUIKit expects the main actor, as for views.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell of the row at an index path for an item.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private let tableReference: HeadlessItemReference
    private var table: UITableView? { tableReference.view(as: UITableView.self) }
    private let cellProvider: CellProvider
    private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// Creates a data source for `tableView` and makes it the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        tableReference = tableView.itemReference
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// How rows animate when a snapshot is applied; it has no effect on the final layout.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Shows `snapshot`; `completion` runs after the table took it.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        store.snapshot = snapshot
        // UIKit takes snapshots from any queue; HeadlessUIKit runs on the main actor.
        MainActor.assumeIsolated { table?.reloadData() }
        completion?()
    }

    /// Shows `snapshot`.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        store.snapshot = snapshot
        await MainActor.run { table?.reloadData() }
    }

    /// Shows `snapshot` by reloading the table.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Shows `snapshot` by reloading the table.
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await apply(snapshot, animatingDifferences: false)
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

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { store.snapshot.numberOfSections }

    /// The number of items in the snapshot's section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell the provider makes for the row's item. A provider returning nil makes UIKit
    /// raise; here the exception is logged and an empty cell shown.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        raiseException("NSInternalInconsistencyException", "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView.debugName), dataSource: \(self)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows cannot be edited unless a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Rows cannot be moved unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section of the same position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

#endif
