#if !canImport(UIKit)
import Foundation

/// The snapshot a diffable data source shows, readable from any thread, and the lookups
/// between index paths and identifiers that table and collection data sources share.
final class DiffableStore<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private let lock = NSLock()
    private var stored = Snapshot()

    /// The snapshot shown.
    var snapshot: Snapshot {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// The section at an index.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in the section at an index.
    func numberOfItems(inSection index: Int) -> Int {
        sectionIdentifier(for: index).map { snapshot.numberOfItems(inSection: $0) } ?? 0
    }

    /// The item at an index path (`[section, row or item]`).
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sectionIdentifier(for: indexPath[0]) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The index path of an item.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        let snapshot = snapshot
        guard let section = snapshot.sectionIdentifier(containingItem: itemIdentifier),
              let sectionIndex = snapshot.indexOfSection(section),
              let position = snapshot.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(indexes: [sectionIndex, position])
    }
}

#endif
