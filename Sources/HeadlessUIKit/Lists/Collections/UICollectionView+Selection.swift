#if !canImport(UIKit)
import Foundation

// Selection: which items are selected, shown on their cells (`isSelected`). Selecting and
// deselecting through the API calls no delegate method, as for tables; a reload keeps the
// selected items that still exist [MODEL].
extension UICollectionView {
    /// Selects an item (alone, unless multiple selection is allowed), or clears the selection
    /// for nil; scrolls the item to `scrollPosition` unless it is empty.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            for deselected in selection.removeAll() { cellForItem(at: deselected)?.isSelected = false }
            return
        }
        let keepingOthers = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        for deselected in selection.select(indexPath, keepingOthers: keepingOthers) {
            cellForItem(at: deselected)?.isSelected = false
        }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard selection.deselect(indexPath) else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
#endif
