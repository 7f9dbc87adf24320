#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The view or layout guide behind each solver variable, so that the variables a solver reports
/// as moved lead to the views a layout round must visit.
///
/// An item has one entry, under the block of its four variables
/// (`HeadlessItemVariables.block(of:)`). Blocks are handed out in ascending order, so the table
/// is a directory of pages of consecutive blocks: a lookup reads two arrays, and the items of one
/// hierarchy, made one after another, sit side by side. Entries hold the items' references
/// (`HeadlessItemReference`), not the items; entries of items that are gone are dropped whenever
/// as many items were registered as were alive at the last cleaning, and pages left empty with
/// them, so the table stays proportional to the items alive.
@MainActor enum HeadlessVariableOwners {
    /// Blocks per page: 256 entries, 2 KB.
    private static let pageShift = 8
    private static let pageMask = (1 << pageShift) - 1

    /// Read for every item a layout pass finds moved; no access spans a call that reaches it
    /// again, so they skip the runtime exclusivity checks. An empty page has no entries.
    @exclusivity(unchecked) private static var pages: [[HeadlessItemReference?]] = []
    /// The page number of `pages[0]`: pages before it hold no live item.
    @exclusivity(unchecked) private static var firstPage = 0
    private static var registeredSinceCleaning = 0
    private static var countAfterCleaning = 0

    /// Records `owner` as the item behind the four variables.
    static func register(_ variables: HeadlessItemVariables, _ owner: HeadlessItemReference) {
        let block = HeadlessItemVariables.block(of: variables.first)
        if pages.isEmpty { firstPage = block >> pageShift }
        let page = (block >> pageShift) - firstPage
        // An item reserves its block and registers it in one step on the main actor, so blocks
        // only grow, and pages are trimmed only below the first live one.
        precondition(page >= 0, "variable blocks register in ascending order")
        if page >= pages.count { pages.append(contentsOf: repeatElement([], count: page - pages.count + 1)) }
        if pages[page].isEmpty { pages[page] = Array(repeating: nil, count: pageMask + 1) }
        pages[page][block & pageMask] = owner
        registeredSinceCleaning += 1
        if registeredSinceCleaning > cleaningThreshold { clean() }
    }

    /// The item whose variables make the block `block` (`HeadlessItemVariables.block(of:)`),
    /// if it was registered and its entry not yet dropped.
    static func owner(ofBlock block: Int) -> HeadlessItemReference? {
        let page = (block >> pageShift) - firstPage
        guard page >= 0, page < pages.count, !pages[page].isEmpty else { return nil }
        return pages[page][block & pageMask]
    }

    /// The registrations after which the table drops the entries of items that are gone: at least
    /// 16,384 (a few hundred kilobytes of pages), so that a cleaning, which reads every entry,
    /// comes once every few screens and reads each entry about once.
    private static var cleaningThreshold: Int { max(16384, countAfterCleaning) }

    /// Drops the entries of items that are gone, then pages without entries.
    private static func clean() {
        var alive = 0
        for page in pages.indices where !pages[page].isEmpty {
            var pageAlive = 0
            for slot in pages[page].indices {
                guard let reference = pages[page][slot] else { continue }
                if reference.isAlive { pageAlive += 1 } else { pages[page][slot] = nil }
            }
            if pageAlive == 0 { pages[page] = [] }
            alive += pageAlive
        }
        var leading = 0
        while leading < pages.count, pages[leading].isEmpty { leading += 1 }
        pages.removeFirst(leading)
        firstPage += leading
        registeredSinceCleaning = 0
        countAfterCleaning = alive
    }
}
#endif
