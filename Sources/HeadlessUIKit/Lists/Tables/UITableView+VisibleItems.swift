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
        // Views that left go back first, so that the rows coming on screen can reuse them.
        let estimated = visibleItemRange()
        let stillFloating = floatingItems(over: estimated).map(\.item)
        for item in Array(rows.visible.keys) where !estimated.contains(item) && !stillFloating.contains(item) {
            retire(item)
        }
        // Measuring a row moves only the rows below it: walking down from the first row on
        // screen, each row is measured before the next is known to be on screen.
        let bottom = contentOffset.y - tableHeaderHeight + bounds.height
        var item = estimated.lowerBound
        while item < rows.offsets.count, rows.offsets.offset(of: item) < bottom {
            if !rows.isFinal[item], let cell = view(forItem: item) as? UITableViewCell {
                rows.offsets.setHeight(measuredHeight(of: cell, item: item), at: item)
                rows.isFinal[item] = true
            }
            item += 1
        }
        let range = visibleItemRange()
        let floating = floatingItems(over: range)
        for item in Array(rows.visible.keys) where !range.contains(item) && !floating.contains(where: { $0.item == item }) {
            retire(item)
        }
        for item in range {
            guard let view = view(forItem: item) else { continue }
            place(view, at: frame(ofItem: item))
        }
        for (item, frame) in floating {
            guard let view = view(forItem: item) else { continue }
            place(view, at: frame)
            bringSubviewToFront(view)
        }
        askForPrefetching()
    }

    /// Asks the prefetch data source for the rows beyond the screen, and cancels the ones no
    /// longer wanted.
    private func askForPrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, let visible = shownIndexPaths else { return }
        let (prefetch, cancel) = prefetchWindow.update(visible: visible, offset: contentOffset.y, counts: rows.items.rowCounts)
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }

    /// In a plain table, section headers and footers float (Apple, `UITableView.Style.plain`:
    /// they "float when the table view is scrolled"): the header of the first section on screen
    /// stays at the top of the visible area until the end of its section pushes it up, and the
    /// footer of the last section on screen stays at the bottom until the start of its section
    /// pulls it down. Empty in other styles.
    private func floatingItems(over range: Range<Int>) -> [(item: Int, frame: CGRect)] {
        guard style == .plain, let first = range.first, let last = range.last else { return [] }
        var floating: [(item: Int, frame: CGRect)] = []
        if let header = floatingHeader(inSection: section(ofItem: first)) { floating.append(header) }
        if let footer = floatingFooter(inSection: section(ofItem: last)) { floating.append(footer) }
        return floating
    }

    private func section(ofItem item: Int) -> Int {
        switch rows.items.kind(of: item) {
        case let .header(index), let .footer(index): index
        case let .row(indexPath): indexPath.section
        }
    }

    /// A section's header held at the top of the visible area (below the adjusted content
    /// inset), its bottom never below the section's end; nil without a header.
    private func floatingHeader(inSection section: Int) -> (item: Int, frame: CGRect)? {
        let header = rows.items.headerItem(section)
        guard rows.offsets.heights[header] > 0 else { return nil }
        let natural = frame(ofItem: header)
        let sectionEnd = tableHeaderHeight + rows.offsets.offset(of: rows.items.footerItem(section) + 1)
        let top = contentOffset.y + adjustedContentInset.top
        var frame = natural
        frame.origin.y = min(max(natural.minY, top), sectionEnd - natural.height)
        return (header, frame)
    }

    /// A section's footer held at the bottom of the visible area (above the adjusted content
    /// inset), its top never above the section's start; nil without a footer.
    private func floatingFooter(inSection section: Int) -> (item: Int, frame: CGRect)? {
        let footer = rows.items.footerItem(section)
        guard rows.offsets.heights[footer] > 0 else { return nil }
        let natural = frame(ofItem: footer)
        let sectionStart = tableHeaderHeight + rows.offsets.offset(of: rows.items.headerItem(section))
        let bottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
        var frame = natural
        frame.origin.y = max(min(natural.minY, bottom - natural.height), sectionStart)
        return (footer, frame)
    }

    /// After a width change, rows that size themselves are measured again when shown; their
    /// last heights stay as estimates.
    private func remeasureAtNewWidth() {
        rows.measuredWidth = bounds.width
        for item in 0..<rows.items.count {
            if case let .row(indexPath) = rows.items.kind(of: item),
               (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0 {
                rows.isFinal[item] = false
            }
        }
    }

    /// The frame of an item's view in content coordinates.
    func frame(ofItem item: Int) -> CGRect {
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
        view.isHidden = false
        rows.visible[item] = view
        if case let .row(indexPath) = rows.items.kind(of: item), let cell = view as? UITableViewCell {
            cell.setSelected(selection.contains(indexPath), animated: false)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        return view
    }

    /// Takes an item's view off the screen: a view with a reuse identifier stays a hidden subview
    /// in its queue (its constraints stay in the layout engine, as a queued cell's do in UIKit,
    /// where Xcode's view debugger shows queued cells as hidden subviews of their table); any
    /// other view leaves the table.
    func retire(_ item: Int) {
        guard let view = rows.visible.removeValue(forKey: item) else { return }
        if case let .row(indexPath) = rows.items.kind(of: item), let cell = view as? UITableViewCell {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        rows.supplementary[item] = nil
        let identifier = (view as? UITableViewCell)?.reuseIdentifier ?? (view as? UITableViewHeaderFooterView)?.reuseIdentifier
        guard let identifier else {
            if view.superview === self { view.removeFromSuperview() }
            return
        }
        view.isHidden = true
        reuse.enqueue(view, identifier: identifier)
    }

    /// Hands back every view on screen, before a reload.
    func retireAllVisibleItems() {
        for item in Array(rows.visible.keys) { retire(item) }
    }
}
#endif
