#if !canImport(UIKit)
import Foundation

/// Row or item insertions and deletions waiting to be checked against the data source's new
/// counts, as UIKit checks them when a table or collection view applies an update.
struct PendingUpdates {
    /// How many batches (`performBatchUpdates`, `beginUpdates`) are open.
    var depth = 0
    private var inserted: [Int: Int] = [:]
    private var deleted: [Int: Int] = [:]

    /// Notes inserted and deleted index paths (`[section, row or item]`).
    mutating func note(inserted insertions: [IndexPath], deleted deletions: [IndexPath]) {
        for indexPath in insertions where indexPath.count == 2 { inserted[indexPath[0], default: 0] += 1 }
        for indexPath in deletions where indexPath.count == 2 { deleted[indexPath[0], default: 0] += 1 }
    }

    /// UIKit's message for the first section whose new count is not its old count plus the
    /// insertions minus the deletions, or nil; `noun` is "rows" or "items". Forgets the changes.
    /// Sections are compared only when their number did not change.
    mutating func takeMismatch(oldCounts: [Int], newCounts: [Int], noun: String) -> String? {
        defer { inserted = [:]; deleted = [:] }
        guard oldCounts.count == newCounts.count else { return nil }
        for section in oldCounts.indices {
            let added = inserted[section] ?? 0, removed = deleted[section] ?? 0
            let before = oldCounts[section], after = newCounts[section]
            if after != before + added - removed {
                return "Invalid update: invalid number of \(noun) in section \(section). The number of \(noun) contained in an existing section "
                    + "after the update (\(after)) must be equal to the number of \(noun) contained in that section before the update (\(before)), "
                    + "plus or minus the number of \(noun) inserted or deleted from that section (\(added) inserted, \(removed) deleted)"
            }
        }
        return nil
    }
}
#endif
