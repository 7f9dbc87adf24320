#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A table header or footer that sizes itself from its content (<doc:HelperViews#Table-headers-and-footers>). Assign
/// it as `tableHeaderView` or `tableFooterView`; it re-measures in `layoutSubviews()` (so also
/// when the table's width changes) and in `update()`, and re-assigns itself when its height
/// changes, because tables read heights only on assignment.
@MainActor open class AutoSizingTableHeaderFooterView: UIView {
    /// Whether height changes animate (0.3 s) once the view is on screen.
    public var automaticallyAnimateChanges = true
    /// Called after the view changed its height and re-assigned itself to the table.
    public var didUpdateLayoutFrameCallback: (() -> Void)?

    /// The wrapped content. This view holds it only as a subview: once the app removes it and
    /// lets it go, it is released and this is nil.
    private(set) weak var wrappedView: UIView?
    /// Whether the content uses manual layout and is measured with `sizeThatFits(_:)`.
    let usesManualLayout: Bool
    private var hasMeasured = false
    private var isUpdating = false
    /// Height changes in a row without a stable measurement; capped to stop oscillation.
    private var consecutiveChanges = 0
    private static let maximumConsecutiveChanges = 10

    /// Wraps `view`, laid out with Auto Layout and filling this view.
    public convenience init(view: UIView) {
        self.init(wrapping: view, manualLayout: false)
    }

    /// Wraps `view`; manual-layout content is resized with this view and measured with
    /// `sizeThatFits(_:)`.
    init(wrapping view: UIView, manualLayout: Bool) {
        wrappedView = view
        usesManualLayout = manualLayout
        super.init(frame: .zero)
        if manualLayout {
            addSubview(view)
            view.frame = bounds
        } else {
            // The bottom pin is weaker than the content's hugging and compression resistance
            // (250/750 by default): when the content's height changes its frame follows, which
            // lays this view out and re-measures it. Fitting still hugs the content (249 > 50).
            ConstraintsList.outsideConditions {
                addSubview(view, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .superview))
            }
            let bottom = view.bottomAnchor.constraint(equalTo: bottomAnchor)
            bottom.identifier = "AutoSizingTableHeaderFooterView fill.bottom"
            bottom.priority = UILayoutPriority(rawValue: 249)
            ConstraintsList(constraints: [bottom], view: view).activate()
        }
    }

    /// Not supported: the view has no archived form. Returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sizes manual-layout content, then re-measures.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if usesManualLayout { wrappedView?.frame = bounds }
        updateHeight(fromLayoutPass: true)
    }

    /// Re-measures the content now and updates the table when the height changed.
    public func update() {
        updateHeight(fromLayoutPass: false)
    }

    /// The table that shows this view as its header or footer.
    var activeTable: UITableView? {
        guard let table = superview as? UITableView, table.tableHeaderView === self || table.tableFooterView === self else { return nil }
        return table
    }

    /// Sets the frame to the measured size for `table` before the view is assigned.
    func presize(for table: UITableView) {
        guard let size = measuredSize(for: table) else { return }
        frame = CGRect(origin: frame.origin, size: size)
    }

    private func updateHeight(fromLayoutPass: Bool) {
        guard !isUpdating, let table = activeTable, let size = measuredSize(for: table) else { return }
        guard size.height != frame.height else {
            hasMeasured = true
            consecutiveChanges = 0
            return
        }
        guard consecutiveChanges < Self.maximumConsecutiveChanges else {
            LayoutDiagnostics.report(.invalidArgument, "AutoSizingTableHeaderFooterView: the height changed \(consecutiveChanges) times in a row; it keeps \(frame.height)",
                                     file: #fileID, line: #line)
            consecutiveChanges = 0
            return
        }
        consecutiveChanges += 1
        isUpdating = true
        defer { isUpdating = false }
        let oldHeight = frame.height
        let animated = automaticallyAnimateChanges && LayoutAnimation.areEnabled && window != nil && oldHeight != 0 && hasMeasured
        hasMeasured = true
        frame.size = size
        if table.tableHeaderView === self { table.tableHeaderView = self } else { table.tableFooterView = self }
        table.setNeedsLayout()
        defer { didUpdateLayoutFrameCallback?() }
        guard !fromLayoutPass else { return }
        if animated {
            LayoutAnimation.perform(duration: 0.3) { table.layoutIfNeeded() }
        } else {
            table.layoutIfNeeded()
        }
    }

    /// The size for the table's width (its window's while the table is 0 wide), the height
    /// rounded to pixels; nil when there is no usable width or height.
    private func measuredSize(for table: UITableView) -> CGSize? {
        var width = table.bounds.width
        if width == 0 { width = table.window?.bounds.width ?? 0 }
        guard width.isFinite, width > 0 else { return nil }
        let height: CGFloat
        if usesManualLayout {
            height = wrappedView?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
        } else {
            height = systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height
        }
        guard height.isFinite, height >= 0 else { return nil }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return CGSize(width: width, height: (height * scale).rounded() / scale)
    }
}
