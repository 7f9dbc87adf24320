#if !canImport(UIKit)
import Foundation

// Loading sections and rows from the data source, and the height of each item.
extension UITableView {
    /// The height of a row whose cell decides it and that has no estimate: 44 points.
    static let defaultEstimatedRowHeight: CGFloat = 44
    /// The height of a header or footer made from a title (the plain-table section header height
    /// Interface Builder stores).
    static let titleHeaderHeight: CGFloat = 28
    /// The automatic space above a plain table's section headers since iOS 15.
    static let automaticHeaderTopPadding: CGFloat = 22

    /// Asks the data source for the sections and rows and works out the heights, unless it
    /// was asked since the last reload; views on screen go back to the reuse queues.
    func loadRowsIfNeeded() {
        guard !rows.isLoaded else { return }
        retireAllVisibleItems()
        rows = TableRows()
        rows.isLoaded = true
        guard let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        selection.keepValid(counts)
        prefetchWindow.reset()
        rows.items = TableItems(rowCounts: counts)
        rows.measuredWidth = bounds.width
        rows.isFinal = [Bool](repeating: false, count: rows.items.count)
        var heights = [CGFloat](repeating: 0, count: rows.items.count)
        for item in 0..<rows.items.count { heights[item] = initialHeight(of: item) }
        rows.offsets = ListOffsets(heights: heights)
        updateContentSize()
    }

    /// The number of sections the table loaded.
    var loadedSectionCount: Int {
        loadRowsIfNeeded()
        return rows.items.sectionCount
    }

    /// The number of rows the table loaded for `section`, 0 for a section it does not have.
    func loadedRowCount(inSection section: Int) -> Int {
        loadRowsIfNeeded()
        return rows.items.rowCounts.indices.contains(section) ? rows.items.rowCounts[section] : 0
    }

    /// An item's height when the table loads: fixed heights and header and footer heights are
    /// final; rows that size themselves start at their estimate (or are measured now when
    /// estimates are off).
    private func initialHeight(of item: Int) -> CGFloat {
        switch rows.items.kind(of: item) {
        case let .row(indexPath):
            let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            if height >= 0 {
                rows.isFinal[item] = true
                return height
            }
            let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            if estimate == 0 { return measureOffScreen(item) }
            return estimate > 0 ? estimate : Self.defaultEstimatedRowHeight
        case let .header(section):
            rows.isFinal[item] = true
            return supplementaryHeight(item, isHeader: true, section: section)
        case let .footer(section):
            rows.isFinal[item] = true
            return supplementaryHeight(item, isHeader: false, section: section)
        }
    }

    /// A row measured before it is shown: its cell is made, measured and queued for reuse.
    private func measureOffScreen(_ item: Int) -> CGFloat {
        guard let cell = view(forItem: item) as? UITableViewCell else { return Self.defaultEstimatedRowHeight }
        let height = measuredHeight(of: cell, item: item)
        rows.isFinal[item] = true
        retire(item)
        return height
    }

    /// The height of a header or footer, with the top padding of a plain table's headers.
    private func supplementaryHeight(_ item: Int, isHeader: Bool, section: Int) -> CGFloat {
        var height = isHeader
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height < 0 {
            height = 0
            if let view = supplementaryView(isHeader: isHeader, section: section) {
                // Constraints decide; without any, a title gets the title height, other views
                // keep their frame's height.
                (view as? UITableViewHeaderFooterView)?.followSideMargin(cellSideMargin)
                let fitted = view.systemLayoutSizeFitting(
                    CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel).height
                let titled = view as? UITableViewHeaderFooterView
                height = if fitted > 0 {
                    fitted
                } else if let titled, titled.showsTitle {
                    isHeader && style != .plain ? titled.groupedTitleHeight(width: bounds.width, side: cellSideMargin, scale: displayScaleOrOne) : Self.titleHeaderHeight
                } else {
                    view.frame.height
                }
                rows.supplementary[item] = view
            }
        }
        if isHeader, height > 0, style == .plain { height += headerTopPadding }
        return height
    }

    /// The space above each header of a plain table.
    var headerTopPadding: CGFloat {
        sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : Self.automaticHeaderTopPadding
    }

    /// The delegate's view for a header or footer, or one showing the data source's title.
    func supplementaryView(isHeader: Bool, section: Int) -> UIView? {
        let view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let view { return view }
        let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
        titled.textLabel?.text = title
        return titled
    }

    /// The height of a cell that sizes itself, at the table's width: its constraints fitted to
    /// the width (the separator included, as the content view stops above it), or the height
    /// of its built-in labels, or the standard 44 points when nothing gives it a height.
    func measuredHeight(of cell: UITableViewCell, item: Int) -> CGFloat {
        let frame = cellFrame(item: item, height: rows.offsets.heights[item])
        if cell.frame.size != frame.size { cell.frame = frame }
        cell.layOutParts()
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: frame.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel).height
        // Rows showing a list content configuration are at least the standard height, as the
        // built-in styles are.
        if let content = cell.configurationView as? UIListContentView {
            return content.keepsStandardRowHeight ? max(fitted, UITableViewCell.standardRowHeight) : fitted
        }
        if fitted > cell.separatorReserve + 0.5 { return fitted }
        return cell.builtInHeight(forContentWidth: cell.contentWidth(forCellWidth: frame.width)) ?? UITableViewCell.standardRowHeight
    }
}
#endif
