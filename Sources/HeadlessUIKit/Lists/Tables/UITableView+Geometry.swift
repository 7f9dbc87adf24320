#if !canImport(UIKit)
import Foundation

// Where rows are, which are on screen, and scrolling to one.
extension UITableView {
    /// The frame of a row in the table's content coordinates; `.zero` for a row it does not have.
    func rowFrame(at indexPath: IndexPath) -> CGRect {
        loadRowsIfNeeded()
        guard let item = rows.items.item(for: indexPath) else { return .zero }
        return frame(ofItem: item)
    }

    /// The frame of a section, its header and footer included.
    func sectionFrame(_ section: Int) -> CGRect {
        loadRowsIfNeeded()
        guard rows.items.rowCounts.indices.contains(section) else { return .zero }
        let first = rows.items.headerItem(section), last = rows.items.footerItem(section)
        let top = tableHeaderHeight + rows.offsets.offset(of: first)
        return CGRect(x: 0, y: top, width: bounds.width, height: rows.offsets.offset(of: last + 1) - rows.offsets.offset(of: first))
    }

    /// The frame of a section's header view.
    func headerFrame(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        guard rows.items.rowCounts.indices.contains(section) else { return .zero }
        return frame(ofItem: rows.items.headerItem(section))
    }

    /// The frame of a section's footer view.
    func footerFrame(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        guard rows.items.rowCounts.indices.contains(section) else { return .zero }
        return frame(ofItem: rows.items.footerItem(section))
    }

    /// The row at a point in content coordinates, or nil.
    func rowIndexPath(at point: CGPoint) -> IndexPath? {
        loadRowsIfNeeded()
        let y = point.y - tableHeaderHeight
        guard y >= 0, point.x >= 0, point.x < bounds.width else { return nil }
        let item = rows.offsets.index(endingAfter: y)
        guard item < rows.offsets.count, case let .row(indexPath) = rows.items.kind(of: item) else { return nil }
        return indexPath
    }

    /// The rows whose frames meet `rect`, in order.
    func rowIndexPaths(in rect: CGRect) -> [IndexPath] {
        loadRowsIfNeeded()
        let top = rect.minY - tableHeaderHeight, bottom = rect.maxY - tableHeaderHeight
        var item = rows.offsets.index(endingAfter: max(0, top))
        var found: [IndexPath] = []
        while item < rows.offsets.count, rows.offsets.offset(of: item) < bottom {
            if case let .row(indexPath) = rows.items.kind(of: item) { found.append(indexPath) }
            item += 1
        }
        return found
    }

    /// The row a cell on screen shows, or nil.
    func shownIndexPath(of cell: UITableViewCell) -> IndexPath? {
        for (item, view) in rows.visible where view === cell {
            if case let .row(indexPath) = rows.items.kind(of: item) { return indexPath }
        }
        return nil
    }

    /// The cell on screen for a row, or nil when the row is not on screen.
    func shownCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard rows.isLoaded, let item = rows.items.item(for: indexPath) else { return nil }
        return rows.visible[item] as? UITableViewCell
    }

    /// The header view on screen for a section, or nil.
    func shownHeader(inSection section: Int) -> UITableViewHeaderFooterView? {
        guard rows.isLoaded, rows.items.rowCounts.indices.contains(section) else { return nil }
        return rows.visible[rows.items.headerItem(section)] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for a section, or nil.
    func shownFooter(inSection section: Int) -> UITableViewHeaderFooterView? {
        guard rows.isLoaded, rows.items.rowCounts.indices.contains(section) else { return nil }
        return rows.visible[rows.items.footerItem(section)] as? UITableViewHeaderFooterView
    }

    /// The cells on screen, top to bottom.
    var shownCells: [UITableViewCell] {
        rows.visible.sorted { $0.key < $1.key }.compactMap { $0.value as? UITableViewCell }
    }

    /// The rows on screen, top to bottom; nil before the first layout.
    var shownIndexPaths: [IndexPath]? {
        guard rows.isLoaded else { return nil }
        return rows.visible.keys.sorted().compactMap { item in
            if case let .row(indexPath) = rows.items.kind(of: item), rows.visible[item] is UITableViewCell { return indexPath }
            return nil
        }
    }

    /// Scrolls so that the row is at `position` (clamped to the content), then lays out. Rows
    /// measured on the way move the target, so the scroll repeats until it stays (a few times
    /// at most).
    func scroll(toRow indexPath: IndexPath, at position: UITableView.ScrollPosition, animated: Bool) {
        loadRowsIfNeeded()
        guard rows.items.item(for: indexPath) != nil else {
            let section = indexPath.count == 2 ? indexPath.section : 0
            raiseException("NSRangeException", "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) when there are only \(loadedRowCount(inSection: section)) rows in section \(section).")
            return
        }
        for _ in 0..<4 {
            guard let y = offset(showing: rowFrame(at: indexPath), at: position), y != contentOffset.y else { return }
            setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
            layoutIfNeeded()
        }
    }

    /// The vertical offset that shows `rect` at `position`, within the content; nil when
    /// `.none` finds it already shown.
    private func offset(showing rect: CGRect, at position: UITableView.ScrollPosition) -> CGFloat? {
        let inset = adjustedContentInset, height = bounds.height
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height + inset.bottom
        case .none:
            let top = contentOffset.y + inset.top, bottom = contentOffset.y + height - inset.bottom
            if rect.minY < top { y = rect.minY - inset.top } else if rect.maxY > bottom { y = rect.maxY - height + inset.bottom } else { return nil }
        }
        let highest = max(-inset.top, contentSize.height + inset.bottom - height)
        return min(max(y, -inset.top), highest)
    }
}
#endif
