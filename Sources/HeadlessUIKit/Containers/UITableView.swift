#if !canImport(UIKit)
import Foundation

/// A scroll view that shows rows; here only its header and footer views (uikit-model.md §13).
///
/// The table places `tableHeaderView` at the top of its content and `tableFooterView` below it,
/// each as wide as the table and as tall as the view's frame was **when it was assigned**; it
/// keeps their `translatesAutoresizingMaskIntoConstraints` and never asks for a fitting size.
/// Assign the view again after changing its height. There are no rows or sections, so
/// `contentSize` is (width, header height + footer height).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    private let headlessStyle: UITableView.Style
    private var headlessHeaderView: UIView?
    private var headlessFooterView: UIView?
    /// The heights read when the header and the footer were assigned.
    private var headlessHeaderHeight: CGFloat = 0
    private var headlessFooterHeight: CGFloat = 0

    /// Creates a table of the given style.
    public init(frame: CGRect, style: UITableView.Style) {
        headlessStyle = style
        super.init(frame: frame)
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; nothing is read from it, the style is `.plain`.
    public required init?(coder: NSCoder) {
        headlessStyle = .plain
        super.init(coder: coder)
    }

    /// The style the table was created with.
    open var style: UITableView.Style { headlessStyle }

    /// The view above the rows: at the top of the content, as wide as the table, as tall as its
    /// frame when assigned.
    open var tableHeaderView: UIView? {
        get { headlessHeaderView }
        set {
            headlessReplace(&headlessHeaderView, with: newValue)
            headlessHeaderHeight = headlessHeight(of: newValue)
            headlessUpdateContentSize()
        }
    }

    /// The view below the rows: under the header, as wide as the table, as tall as its frame
    /// when assigned.
    open var tableFooterView: UIView? {
        get { headlessFooterView }
        set {
            headlessReplace(&headlessFooterView, with: newValue)
            headlessFooterHeight = headlessHeight(of: newValue)
            headlessUpdateContentSize()
        }
    }

    /// Lays out the subviews, then places the header and footer.
    open override func layoutSubviews() {
        super.layoutSubviews()
        headlessUpdateContentSize()
    }

    /// Places the header and footer again (origin, width, recorded heights) and sets the content
    /// size; runs on assignment, in `layoutSubviews()` and in every layout round.
    override func headlessUpdateContentSize() {
        headlessPlaceHeaderAndFooter()
        let size = CGSize(width: bounds.width, height: headlessHeaderHeight + headlessFooterHeight)
        if size != contentSize { contentSize = size }
    }

    private func headlessReplace(_ slot: inout UIView?, with view: UIView?) {
        if let old = slot, old !== view, old.superview === self { old.removeFromSuperview() }
        slot = view
        if let view, view.superview !== self { addSubview(view) }
    }

    private func headlessHeight(of view: UIView?) -> CGFloat {
        guard let height = view?.frame.height, height.isFinite, height > 0 else { return 0 }
        return height
    }

    /// Header at (0, 0), footer at (0, header height); table width; recorded heights.
    private func headlessPlaceHeaderAndFooter() {
        let width = bounds.width
        headlessPlace(headlessHeaderView, at: CGRect(x: 0, y: 0, width: width, height: headlessHeaderHeight))
        headlessPlace(headlessFooterView, at: CGRect(x: 0, y: headlessHeaderHeight, width: width, height: headlessFooterHeight))
    }

    /// Sets `view`'s frame unless it already is `frame` on the pixel grid: a table whose width
    /// lies between pixels would otherwise move its header off the grid every round, and the
    /// layout pass would round it back.
    private func headlessPlace(_ view: UIView?, at frame: CGRect) {
        guard let view else { return }
        let scale = headlessDisplayScale
        if headlessSnapToPixels(frame, scale) != headlessSnapToPixels(view.frame, scale) { view.frame = frame }
    }
}

extension UITableView {
    /// The look of a table's sections.
    public enum Style: Int, Sendable {
        /// Rows run edge to edge.
        case plain = 0
        /// Sections are grouped.
        case grouped = 1
        /// Grouped sections are inset with rounded corners.
        case insetGrouped = 2
    }
}
#endif
