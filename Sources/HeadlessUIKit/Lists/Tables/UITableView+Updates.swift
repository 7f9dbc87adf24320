#if !canImport(UIKit)
import Foundation

// Reloading and updating: the table asks the data source again at its next layout. Row and
// section updates are checked against the data source's new counts, as UIKit checks them;
// the rows' heights are then worked out again (animations have no effect on the final layout).
extension UITableView {
    /// Asks the data source again for everything at the next layout; cells on screen go back to
    /// the reuse queues.
    func reloadRows() {
        guard rows.isLoaded else { return }
        retireAllVisibleItems()
        rows.isLoaded = false
        setNeedsLayout()
    }

    /// Works heights out again at the next layout (after a change of a height property).
    func invalidateHeights() {
        reloadRows()
    }

    /// Inserts rows; the data source must already count them.
    func noteInsertedRows(_ indexPaths: [IndexPath]) {
        applyUpdate(inserted: indexPaths, deleted: [])
    }

    /// Deletes rows; the data source must no longer count them.
    func noteDeletedRows(_ indexPaths: [IndexPath]) {
        applyUpdate(inserted: [], deleted: indexPaths)
    }

    /// Notes a change that keeps every section's row count (reloaded, reconfigured or moved rows).
    func noteChangedRows() {
        applyUpdate(inserted: [], deleted: [])
    }

    /// Runs `updates` (insertions, deletions, reloads) as one change, then `completion`.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { finishBatch() }
        completion?(true)
    }

    /// Starts a group of updates that `endUpdates()` applies together.
    func beginBatch() { batchDepth += 1 }

    /// Applies the updates since `beginUpdates()`.
    func endBatch() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { finishBatch() }
    }

    private var batchDepth: Int {
        get { rows.pending.depth }
        set { rows.pending.depth = newValue }
    }

    private func applyUpdate(inserted: [IndexPath], deleted: [IndexPath]) {
        guard rows.isLoaded else { return }
        rows.pending.note(inserted: inserted, deleted: deleted)
        if batchDepth == 0 { finishBatch() }
    }

    /// Checks each section's new row count against the old one and the changes, then reloads.
    private func finishBatch() {
        guard rows.isLoaded, let dataSource else { return reloadRows() }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        if let mismatch = rows.pending.takeMismatch(oldCounts: rows.items.rowCounts, newCounts: counts, noun: "rows") {
            raiseException("NSInternalInconsistencyException", mismatch)
        }
        reloadRows()
    }
}
#endif
