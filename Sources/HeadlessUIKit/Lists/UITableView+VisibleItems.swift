#if !canImport(UIKit)
import Foundation

// The rows, headers and footers on screen: made, measured, placed, and handed back for reuse
// when they leave.
extension UITableView {
    /// The items the bounds show, in order.
    func visibleItemRange() -> Range<Int> {
        let offsets = rows.offsets
        guard bounds.height > 0, offsets.count > 0 else { return 0..<0 }
        let top = contentOffset.y - tableHeaderHeight, bottom = top + bounds.height
        let first = offsets.index(endingAfter: max(0, top))
        var end = offsets.index(endingAfter: bottom)
        if end < offsets.count, offsets.offset(of: end) < bottom { end += 1 }
        return first..<max(first, end)
    }

    /// Loads the rows if needed, measures the rows coming on screen, places every item on
    /// screen and hands back the ones that left.
    func layOutVisibleItems() {
        guard dataSource != nil || rows.isLoaded else { return }
        loadRowsIfNeeded()
        if bounds.width != rows.measuredWidth { remeasureAtNewWidth() }
        var range = visibleItemRange()
        // Views that left go back first, so that the rows coming on screen can reuse them.
        for item in Array(rows.visible.keys) where !range.contains(item) { retire(item) }
        // Measuring moves the rows below; a few rounds find the rows that then fill the screen.
        for _ in 0..<8 {
            var changed = false
            for item in range where !rows.isFinal[item] {
                guard let cell = view(forItem: item) as? UITableViewCell else { continue }
                let height = measuredHeight(of: cell, item: item)
                rows.isFinal[item] = true
                if height != rows.offsets.heights[item] {
                    rows.offsets.setHeight(height, at: item)
                    changed = true
                }
            }
            let next = visibleItemRange()
            if !changed && next == range { break }
            range = next
        }
        for item in Array(rows.visible.keys) where !range.contains(item) { retire(item) }
        for item in range {
            guard let view = view(forItem: item) else { continue }
            place(view, at: frame(ofItem: item, view: view))
        }
    }

    /// After a width change, rows that size themselves are measured again when shown; their
    /// last heights stay as estimates.
    private func remeasureAtNewWidth() {
        rows.measuredWidth = bounds.width
        for item in 0..<rows.items.count {
            if case let .row(indexPath) = rows.items.kind(of: item),
               (delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0 {
                rows.isFinal[item] = false
            }
        }
    }

    /// The frame of an item's view in content coordinates.
    func frame(ofItem item: Int, view: UIView? = nil) -> CGRect {
        let top = tableHeaderHeight + rows.offsets.offset(of: item), height = rows.offsets.heights[item]
        switch rows.items.kind(of: item) {
        case .row:
            var frame = cellFrame(item: item, height: height)
            frame.origin.y = top
            return frame
        case .header:
            let padding = style == .plain && height > 0 ? min(height, headerTopPadding) : 0
            return CGRect(x: 0, y: top + padding, width: bounds.width, height: height - padding)
        case .footer:
            return CGRect(x: 0, y: top, width: bounds.width, height: height)
        }
    }

    /// A cell's frame of the given height: the table's width, inset by the side margin on both
    /// sides in an `.insetGrouped` table.
    func cellFrame(item: Int, height: CGFloat) -> CGRect {
        let inset = style == .insetGrouped ? cellSideMargin : 0
        return CGRect(x: inset, y: tableHeaderHeight + rows.offsets.offset(of: item),
                      width: max(0, bounds.width - 2 * inset), height: height)
    }

    /// The view on screen for an item, made now if it has none: a row's cell from the data
    /// source, a header's or footer's view.
    func view(forItem item: Int) -> UIView? {
        if let view = rows.visible[item] { return view }
        let view: UIView?
        switch rows.items.kind(of: item) {
        case let .row(indexPath):
            guard let dataSource else { return nil }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.owningTable = self
            view = cell
        case let .header(section):
            view = rows.supplementary[item] ?? (rows.offsets.heights[item] > 0 ? supplementaryView(isHeader: true, section: section) : nil)
        case let .footer(section):
            view = rows.supplementary[item] ?? (rows.offsets.heights[item] > 0 ? supplementaryView(isHeader: false, section: section) : nil)
        }
        guard let view else { return nil }
        if view.superview !== self { addSubview(view) }
        rows.visible[item] = view
        if case let .row(indexPath) = rows.items.kind(of: item), let cell = view as? UITableViewCell {
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        return view
    }

    /// Takes an item's view off the screen and queues it for reuse if it has an identifier.
    func retire(_ item: Int) {
        guard let view = rows.visible.removeValue(forKey: item) else { return }
        if case let .row(indexPath) = rows.items.kind(of: item), let cell = view as? UITableViewCell {
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        if view.superview === self { view.removeFromSuperview() }
        rows.supplementary[item] = nil
        if let cell = view as? UITableViewCell, let identifier = cell.reuseIdentifier {
            reuse.enqueue(cell, identifier: identifier)
        } else if let header = view as? UITableViewHeaderFooterView, let identifier = header.reuseIdentifier {
            reuse.enqueue(header, identifier: identifier)
        }
    }

    /// Hands back every view on screen, before a reload.
    func retireAllVisibleItems() {
        for item in Array(rows.visible.keys) { retire(item) }
    }
}
#endif
