#if !canImport(UIKit)
import Foundation

/// Values kept per item of a collection view, by section and item, so that reading one costs
/// two array reads instead of hashing its index path. Index paths that do not name an item
/// (negative, or not two indexes long) hold nothing.
struct ItemStore<Value> {
    private var sections: [[Value?]] = []

    /// The value kept for the item at `indexPath`, or nil.
    subscript(indexPath: IndexPath) -> Value? {
        get {
            guard let (section, item) = Self.position(indexPath), section < sections.count, item < sections[section].count else { return nil }
            return sections[section][item]
        }
        set {
            guard let (section, item) = Self.position(indexPath) else { return }
            if section >= sections.count { sections.append(contentsOf: repeatElement([], count: section + 1 - sections.count)) }
            if item >= sections[section].count {
                sections[section].append(contentsOf: repeatElement(nil, count: item + 1 - sections[section].count))
            }
            sections[section][item] = newValue
        }
    }

    /// Forgets every value.
    mutating func removeAll() {
        sections.removeAll()
    }

    private static func position(_ indexPath: IndexPath) -> (section: Int, item: Int)? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.item >= 0 else { return nil }
        return (indexPath.section, indexPath.item)
    }
}
#endif
