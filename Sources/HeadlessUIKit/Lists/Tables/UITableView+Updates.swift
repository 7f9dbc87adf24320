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
        get { rows.batch.depth }
        set { rows.batch.depth = newValue }
    }

    private func applyUpdate(inserted: [IndexPath], deleted: [IndexPath]) {
        guard rows.isLoaded else { return }
        for indexPath in inserted where indexPath.count == 2 { rows.batch.rowDelta[indexPath.section, default: 0] += 1 }
        for indexPath in deleted where indexPath.count == 2 { rows.batch.rowDelta[indexPath.section, default: 0] -= 1 }
        if batchDepth == 0 { finishBatch() }
    }

    /// Checks each section's new row count against the old one and the changes, then reloads.
    private func finishBatch() {
        let deltas = rows.batch.rowDelta
        rows.batch.rowDelta = [:]
        guard rows.isLoaded, let dataSource else { return reloadRows() }
        let old = rows.items.rowCounts
        let sections = dataSource.numberOfSections(in: self)
        if sections == old.count {
            for section in 0..<sections {
                let now = dataSource.tableView(self, numberOfRowsInSection: section)
                let change = deltas[section] ?? 0
                if now != old[section] + change {
                    headlessException("NSInternalInconsistencyException", """
                        Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(now)) must be equal to the number of rows contained in that section before the update (\(old[section])), plus or minus the number of rows inserted or deleted from that section (\(max(0, change)) inserted, \(max(0, -change)) deleted)
                        """)
                    break
                }
            }
        }
        reloadRows()
    }
}
#endif
