#if !canImport(UIKit)
import Foundation

/// The vertical items of a table in order: for each section its header, its rows and its
/// footer. Items are numbered across sections; `ListOffsets` keeps their heights.
struct TableItems {
    /// What an item is.
    enum Kind: Equatable {
        case header(section: Int)
        case row(IndexPath)
        case footer(section: Int)
    }

    /// The number of rows of each section.
    private(set) var rowCounts: [Int]
    /// The item number of each section's header.
    private var firstItems: [Int]

    /// The items of sections with the given row counts.
    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
        firstItems = []
        firstItems.reserveCapacity(rowCounts.count)
        var next = 0
        for rows in rowCounts {
            firstItems.append(next)
            next += rows + 2
        }
        count = next
    }

    /// The number of items.
    let count: Int

    /// The number of sections.
    var sectionCount: Int { rowCounts.count }

    /// The item of a section's header.
    func headerItem(_ section: Int) -> Int { firstItems[section] }

    /// The item of a section's footer.
    func footerItem(_ section: Int) -> Int { firstItems[section] + rowCounts[section] + 1 }

    /// The item of a row, or nil when the index path names no row.
    func item(for indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
              (0..<rowCounts[indexPath.section]).contains(indexPath.row) else { return nil }
        return firstItems[indexPath.section] + 1 + indexPath.row
    }

    /// What item number `item` is.
    func kind(of item: Int) -> Kind {
        // The last section whose header is at or before the item.
        var low = 0, high = firstItems.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstItems[middle] <= item { low = middle } else { high = middle - 1 }
        }
        let offset = item - firstItems[low]
        if offset == 0 { return .header(section: low) }
        if offset == rowCounts[low] + 1 { return .footer(section: low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }
}
#endif
