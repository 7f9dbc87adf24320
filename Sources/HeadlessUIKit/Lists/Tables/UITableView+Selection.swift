#if !canImport(UIKit)
import Foundation

// Selection: which rows are selected, shown on their cells (`isSelected`). Selecting and
// deselecting through the API calls no delegate method, as UIKit documents; a reload keeps the
// selected rows that still exist [MODEL].
extension UITableView {
    /// Selects a row (alone, unless multiple selection is allowed), or clears the selection for
    /// nil; scrolls the row to `scrollPosition` unless that is `.none`.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            for deselected in selection.removeAll() { shownCell(at: deselected)?.setSelected(false, animated: animated) }
            return
        }
        let keepingOthers = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        for deselected in selection.select(indexPath, keepingOthers: keepingOthers) {
            shownCell(at: deselected)?.setSelected(false, animated: animated)
        }
        shownCell(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard selection.deselect(indexPath) else { return }
        shownCell(at: indexPath)?.setSelected(false, animated: animated)
    }
}
#endif
