#if !canImport(UIKit)
import Foundation

/// A scroll view that shows rows in sections, with cells from a data source.
///
/// The table asks its `dataSource` for the number of sections and rows when it first lays out
/// and after `reloadData()` or an update, and asks for cells only for the rows its bounds show:
/// scrolling (setting `contentOffset`) hands cells that left the screen back to the reuse queue
/// and takes them again from `dequeueReusableCell(withIdentifier:for:)`.
///
/// Heights: a row is `rowHeight` tall, or what the delegate says; with
/// `UITableView.automaticDimension` (the default) the cell sizes itself: its content view's
/// constraints fitted to the cell's width, plus the one-pixel separator, or the standard
/// 44 points when the constraints give no height. Rows not yet shown count with their
/// estimated height (`estimatedRowHeight`, 44 when automatic).
///
/// `tableHeaderView` sits at the top of the content and `tableFooterView` below the last
/// section, each as wide as the table and as tall as the view's frame was **when it was
/// assigned**; the table keeps their `translatesAutoresizingMaskIntoConstraints` and never asks
/// for a fitting size. Assign the view again after changing its height.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    private let storedStyle: UITableView.Style
    private var headerView: UIView?
    private var footerView: UIView?
    /// The heights read when the header and the footer were assigned.
    private var headerHeight: CGFloat = 0
    private var footerHeight: CGFloat = 0
    /// The sections, rows and their heights, built on the first layout and on reloads.
    var rows = TableRows()
    /// The selected rows.
    var selection = ListSelection()
    /// The rows the prefetch data source was asked to prepare.
    var prefetchWindow = PrefetchWindow()
    /// Reuse queues and registrations.
    var reuse = ReuseQueues()

    /// Creates a table of the given style.
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; nothing is read from it, the style is `.plain`.
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
        setUpTable()
    }

    /// A table bounces vertically however short its content, so its top and bottom insets
    /// follow the safe area (iOS records a 10-row table 440 points tall in a 568-point screen with
    /// `adjustedContentInset: {20, 0, 0, 0}`).
    private func setUpTable() {
        alwaysBounceVertical = true
    }

    /// The style the table was created with.
    open var style: UITableView.Style { storedStyle }

    /// The object that provides the sections, rows and cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The object that decides heights and header views and hears of displayed rows and
    /// scrolling: a `UITableViewDelegate` (any other scroll view delegate only hears of scrolling).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            reloadData()
        }
    }
    /// The delegate as a table delegate.
    weak var tableDelegate: (any UITableViewDelegate)?

    // MARK: Heights

    /// The height of every row the delegate does not size; `automaticDimension` by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateHeights() }
    }
    /// The height assumed for rows not yet shown; `automaticDimension` (44 points) by default,
    /// 0 to measure every row at once.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateHeights() }
    }
    /// The height of section headers the delegate does not size; `automaticDimension` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateHeights() }
    }
    /// The height of section footers the delegate does not size; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateHeights() }
    }
    /// The estimated height of section headers; it does not change layout here.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section footers; it does not change layout here.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header of a plain table; `automaticDimension` is 22 points.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { invalidateHeights() }
    }

    // MARK: Separators

    /// Whether rows draw a separator along their bottom edge.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { invalidateHeights() }
    }
    /// The colour of separators; it has no effect on layout.
    open var separatorColor: UIColor?
    /// The default insets of cell separators: the side margin on the leading edge until set.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: cellSideMargin, bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var storedSeparatorInset: UIEdgeInsets?

    // MARK: Selection and editing, without layout effect

    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// The object asked to prepare rows before they come on screen: after each layout, the
    /// next screenful of rows in the direction of scrolling, nearest first.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Whether the prefetch data source is asked; true until set.
    open var isPrefetchingEnabled = true
    /// Whether rows can be selected while the table is editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while the table is editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing.
    open var isEditing = false
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Whether cells' margins follow the readable width; false, as since iOS 12.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// A view behind the rows, laid out to the table's bounds.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    // MARK: Header and footer

    /// The view above the rows: at the top of the content, as wide as the table, as tall as its
    /// frame when assigned.
    open var tableHeaderView: UIView? {
        get { headerView }
        set {
            replace(&headerView, with: newValue)
            headerHeight = assignedHeight(of: newValue)
            updateContentSize()
        }
    }

    /// The view below the rows: under the last section, as wide as the table, as tall as its
    /// frame when assigned.
    open var tableFooterView: UIView? {
        get { footerView }
        set {
            replace(&footerView, with: newValue)
            footerHeight = assignedHeight(of: newValue)
            updateContentSize()
        }
    }

    /// The height of the header view's band at the top of the content.
    var tableHeaderHeight: CGFloat { headerHeight }

    // MARK: Cells and reuse (UITableView+Reuse.swift)

    /// Registers the class the table makes cells of for `identifier`; nil removes it. The class
    /// must be `UITableViewCell` or a subclass.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, for: identifier)
    }
    /// Registers the class the table makes header and footer views of for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterClass(aClass, for: identifier)
    }
    /// A queued cell for `identifier` (after `prepareForReuse()`), or a new one of the registered
    /// class, or nil when neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { dequeueCell(identifier) }
    /// A queued cell for `identifier` (after `prepareForReuse()`) or a new one of the registered
    /// class. Without a registration UIKit raises; here the exception is logged and a `.default`
    /// cell is returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(identifier, for: indexPath)
    }
    /// A queued header or footer view for `identifier` (after `prepareForReuse()`), or a new one
    /// of the registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooterView(identifier)
    }

    // MARK: Sections and rows (UITableView+Items.swift, UITableView+Updates.swift)

    /// The number of sections the table loaded from its data source.
    open var numberOfSections: Int { loadedSectionCount }
    /// The number of rows the table loaded for `section`; 0 for a section it does not have.
    open func numberOfRows(inSection section: Int) -> Int { loadedRowCount(inSection: section) }
    /// Asks the data source again for everything at the next layout; cells on screen go back to
    /// the reuse queues.
    open func reloadData() { reloadRows() }
    /// Inserts rows: the data source must already count them (checked as UIKit checks it).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { noteInsertedRows(indexPaths) }
    /// Deletes rows: the data source must no longer count them (checked as UIKit checks it).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { noteDeletedRows(indexPaths) }
    /// Asks the data source again for the cells of these rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { noteChangedRows() }
    /// Asks the data source again for the cells of these rows.
    open func reconfigureRows(at indexPaths: [IndexPath]) { noteChangedRows() }
    /// Moves a row; the counts do not change.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { noteChangedRows() }
    /// Inserts sections; the data source must already count them.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { reloadRows() }
    /// Deletes sections; the data source must no longer count them.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { reloadRows() }
    /// Asks the data source again for these sections.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { reloadRows() }
    /// Runs `updates` (insertions, deletions, reloads) as one change, then `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }
    /// Starts a group of updates that `endUpdates()` applies together.
    open func beginUpdates() { beginBatch() }
    /// Applies the updates since `beginUpdates()`.
    open func endUpdates() { endBatch() }

    // MARK: Geometry and visible rows (UITableView+Geometry.swift)

    /// The frame of a row in content coordinates; `.zero` for a row the table does not have.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowFrame(at: indexPath) }
    /// The frame of a section, its header and footer included.
    open func rect(forSection section: Int) -> CGRect { sectionFrame(section) }
    /// The frame of a section's header view.
    open func rectForHeader(inSection section: Int) -> CGRect { headerFrame(inSection: section) }
    /// The frame of a section's footer view.
    open func rectForFooter(inSection section: Int) -> CGRect { footerFrame(inSection: section) }
    /// The row at a point in content coordinates, or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rowIndexPath(at: point) }
    /// The rows whose frames meet `rect`, top to bottom.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { rowIndexPaths(in: rect) }
    /// The row a cell on screen shows, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { shownIndexPath(of: cell) }
    /// The cell on screen for a row, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCell(at: indexPath) }
    /// The header view on screen for a section, or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { shownHeader(inSection: section) }
    /// The footer view on screen for a section, or nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { shownFooter(inSection: section) }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { shownCells }
    /// The rows on screen, top to bottom; nil before the first layout.
    open var indexPathsForVisibleRows: [IndexPath]? { shownIndexPaths }
    // Selection, shown on the cells (`isSelected`); a reload keeps the selected rows that still
    // exist [MODEL].

    /// The selected row, the lowest if several are; nil when none is.
    open var indexPathForSelectedRow: IndexPath? { selection.indexPaths.first }
    /// The selected rows, lowest first; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection.indexPaths }
    /// Selects a row (alone, unless `allowsMultipleSelection`), or clears the selection for
    /// nil, without calling the delegate; scrolls the row to `scrollPosition` unless that is
    /// `.none`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        let keepingOthers = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        selection.select(indexPath, keepingOthers: keepingOthers) { shownCell(at: $0)?.setSelected($1, animated: animated) }
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }
    /// Deselects a row without calling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath) { shownCell(at: $0)?.setSelected($1, animated: animated) }
    }
    /// Scrolls so that the row is at `position` (within the content), then lays out.
    open func scrollToRow(at indexPath: IndexPath, at position: UITableView.ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, at: position, animated: animated)
    }

    // MARK: Layout

    /// The content shown moves with the offset; the rows on screen are laid out again.
    open override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }

    /// Lays out the subviews, then the rows, headers and footers the bounds show, and places
    /// the table's header and footer.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutVisibleItems()
        updateContentSize()
    }

    /// Places the header and footer again (origin, width, recorded heights) and sets the content
    /// size; runs on assignment, in `layoutSubviews()` and in every layout round.
    override func updateContentSize() {
        let sections = rows.isLoaded ? rows.offsets.total : 0
        let width = bounds.width
        place(headerView, at: CGRect(x: 0, y: 0, width: width, height: headerHeight))
        place(footerView, at: CGRect(x: 0, y: headerHeight + sections, width: width, height: footerHeight))
        if let backgroundView { place(backgroundView, at: CGRect(origin: contentOffset, size: bounds.size)) }
        let size = CGSize(width: width, height: headerHeight + sections + footerHeight)
        if size != contentSize { contentSize = size }
    }

    /// The side margin of cells and built-in separators: the system minimum side margin of a
    /// root view (16 or 20 points).
    var cellSideMargin: CGFloat { systemMinimumSideMargin }

    private func replace(_ slot: inout UIView?, with view: UIView?) {
        if let old = slot, old !== view, old.superview === self { old.removeFromSuperview() }
        slot = view
        if let view, view.superview !== self { addSubview(view) }
    }

    private func assignedHeight(of view: UIView?) -> CGFloat {
        guard let height = view?.frame.height, height.isFinite, height > 0 else { return 0 }
        return height
    }
}
#endif
