#if !canImport(UIKit)
import Foundation

/// The selected rows or items of a table or collection view. Selecting through the API calls
/// no delegate method (UIKit's headers: selecting and deselecting rows "will not call the
/// delegate methods"); the view shows the selection on its cells.
struct ListSelection {
    private var selected: Set<IndexPath> = []

    /// The selected index paths, lowest first.
    var indexPaths: [IndexPath] { selected.sorted() }

    /// Whether nothing is selected.
    var isEmpty: Bool { selected.isEmpty }

    /// Whether `indexPath` is selected.
    func contains(_ indexPath: IndexPath) -> Bool { selected.contains(indexPath) }

    /// Selects `indexPath`, alone unless several may be selected; returns the index paths that
    /// were deselected to make room.
    mutating func select(_ indexPath: IndexPath, keepingOthers: Bool) -> [IndexPath] {
        var dropped: [IndexPath] = []
        if !keepingOthers {
            dropped = selected.filter { $0 != indexPath }.sorted()
            selected.subtract(dropped)
        }
        selected.insert(indexPath)
        return dropped
    }

    /// Deselects `indexPath`; returns whether it was selected.
    @discardableResult
    mutating func deselect(_ indexPath: IndexPath) -> Bool {
        selected.remove(indexPath) != nil
    }

    /// Deselects everything; returns what was selected.
    mutating func removeAll() -> [IndexPath] {
        defer { selected.removeAll() }
        return indexPaths
    }

    /// Keeps only the index paths that still name a row after the data changed.
    mutating func keepValid(_ counts: [Int]) {
        selected = selected.filter { $0.section < counts.count && $0.item < counts[$0.section] }
    }
}
#endif
