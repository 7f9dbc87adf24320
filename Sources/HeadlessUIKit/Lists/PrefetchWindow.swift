#if !canImport(UIKit)
import Foundation

/// The rows or items a list view asks its prefetch data source to prepare: after each layout,
/// a screenful beyond the last one shown in the direction of scrolling (beyond the first one
/// when scrolling back), nearest first, as UIKit orders them ("ascending by geometric distance
/// from the table view"); earlier candidates that are no longer wanted and were never shown are
/// cancelled ("candidates for pre-fetching, but were not actually used") [MODEL: the window's
/// length].
struct PrefetchWindow {
    private var candidates: Set<IndexPath> = []
    private var lastOffset: CGFloat?
    /// The direction of the last scroll that moved; a layout that does not move keeps it.
    private var forward = true

    /// What to prefetch and what to cancel after a layout that shows `visible` (in order) at
    /// scroll offset `offset`, for a list with `counts[section]` rows in each section.
    mutating func update(visible: [IndexPath], offset: CGFloat, counts: [Int]) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        guard let first = visible.first, let last = visible.last else { return ([], []) }
        if let lastOffset, offset != lastOffset { forward = offset > lastOffset }
        lastOffset = offset
        let wanted = Self.indexPaths(beyond: forward ? last : first, forward: forward, count: visible.count, counts: counts)
        candidates.subtract(visible)
        let wantedSet = Set(wanted)
        let cancel = candidates.subtracting(wantedSet).sorted()
        let prefetch = wanted.filter { !candidates.contains($0) }
        candidates = wantedSet
        return (prefetch, cancel)
    }

    /// Forgets every candidate (the data changed).
    mutating func reset() {
        candidates.removeAll()
        lastOffset = nil
        forward = true
    }

    /// Up to `count` index paths after (or before) `start`, nearest first.
    private static func indexPaths(beyond start: IndexPath, forward: Bool, count: Int, counts: [Int]) -> [IndexPath] {
        var result: [IndexPath] = []
        var section = start.section, item = start.item
        while result.count < count {
            if forward {
                item += 1
                while section < counts.count, item >= counts[section] { section += 1; item = 0 }
                guard section < counts.count else { break }
            } else {
                item -= 1
                while section >= 0, item < 0 {
                    section -= 1
                    if section >= 0 { item = counts[section] - 1 }
                }
                guard section >= 0 else { break }
            }
            result.append(IndexPath(item: item, section: section))
        }
        return result
    }
}
#endif
