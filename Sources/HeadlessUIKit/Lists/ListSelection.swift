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

    /// Selects `indexPath`, alone unless `keepingOthers`, or deselects everything for nil;
    /// `show` marks each row whose state changed on its cell, if it has one on screen.
    mutating func select(_ indexPath: IndexPath?, keepingOthers: Bool, show: (IndexPath, Bool) -> Void) {
        if indexPath == nil || !keepingOthers {
            let dropped = selected.filter { $0 != indexPath }.sorted()
            selected.subtract(dropped)
            for deselected in dropped { show(deselected, false) }
        }
        guard let indexPath else { return }
        selected.insert(indexPath)
        show(indexPath, true)
    }

    /// Deselects `indexPath`; `show` marks its cell when it was selected.
    mutating func deselect(_ indexPath: IndexPath, show: (IndexPath, Bool) -> Void) {
        if selected.remove(indexPath) != nil { show(indexPath, false) }
    }

    /// Keeps only the index paths that still name a row after the data changed.
    mutating func keepValid(_ counts: [Int]) {
        selected = selected.filter { $0.section < counts.count && $0.item < counts[$0.section] }
    }
}
#endif
