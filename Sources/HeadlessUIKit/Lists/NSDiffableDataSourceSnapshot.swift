#if !canImport(UIKit)
import Foundation

/// The sections and items a diffable data source shows, by identifier, in order.
///
/// Identifiers are unique: appending an item or a section that the snapshot already holds is
/// ignored with UIKit's message logged (UIKit raises), so the snapshot stays consistent.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private(set) public var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    private(set) public var reloadedItemIdentifiers: [ItemIdentifierType] = []
    private(set) public var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The number of items in a section; 0 for a section the snapshot does not hold.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[identifier] ?? [] }
    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
    /// The position of an item among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// The position of a section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Items

    /// Adds items at the end of a section, or of the last section when none is given.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last, items[section] != nil else {
            return refuse("There are currently no sections in the data source. Please add a section first.")
        }
        let fresh = accepted(identifiers, into: section)
        items[section, default: []].append(contentsOf: fresh)
    }

    /// Adds items before an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Adds items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            items[section]?.removeAll { $0 == identifier }
        }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: true)
    }

    /// Marks items to be shown again from new cells.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// Marks items whose existing cells are configured again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = acceptedSections(identifiers)
        sections += fresh
    }

    /// Adds sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = sections.firstIndex(of: toIdentifier) else { return refuse("Invalid parameter not satisfying: section exists") }
        let fresh = acceptedSections(identifiers)
        sections.insert(contentsOf: fresh, at: index)
    }

    /// Adds sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = sections.firstIndex(of: toIdentifier) else { return refuse("Invalid parameter not satisfying: section exists") }
        let fresh = acceptedSections(identifiers)
        sections.insert(contentsOf: fresh, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let removed = items.removeValue(forKey: identifier) else { continue }
            sections.removeAll { $0 == identifier }
            for item in removed { sectionOfItem[item] = nil }
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be shown again from new cells.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { items[$0] != nil }
    }

    // MARK: Consistency

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let index = items[section]?.firstIndex(of: anchor) else {
            return refuse("Invalid parameter not satisfying: the item to insert next to exists")
        }
        let fresh = accepted(identifiers, into: section)
        items[section]?.insert(contentsOf: fresh, at: after ? index + 1 : index)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, sections.contains(identifier), sections.contains(anchor) else { return }
        sections.removeAll { $0 == identifier }
        let index = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections.insert(identifier, at: index)
    }

    /// The identifiers not yet in the snapshot (each once), now recorded in `section`.
    private mutating func accepted(_ identifiers: [ItemIdentifierType], into section: SectionIdentifierType) -> [ItemIdentifierType] {
        var fresh: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil else {
                refuse("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
                continue
            }
            sectionOfItem[identifier] = section
            fresh.append(identifier)
        }
        return fresh
    }

    private mutating func acceptedSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var fresh: [SectionIdentifierType] = []
        for identifier in identifiers {
            guard items[identifier] == nil else {
                refuse("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
                continue
            }
            items[identifier] = []
            fresh.append(identifier)
        }
        return fresh
    }

    /// Logs a refused change as UIKit raises it. HeadlessUIKit runs on the main actor, as
    /// UIKit's views do; snapshots are changed there.
    private func refuse(_ message: String) {
        MainActor.assumeIsolated { raiseException("NSInternalInconsistencyException", message) }
    }
}
#endif
