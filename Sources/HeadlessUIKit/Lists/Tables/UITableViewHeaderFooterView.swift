#if !canImport(UIKit)
import Foundation

/// A reusable view for a section's header or footer: a `contentView` for the app's views and a
/// built-in `textLabel` at the table's side margin, created on first use.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Rows scroll under bars without changing their layout: the safe area takes the sides only.
    override var safeAreaTakesSidesOnly: Bool { true }

    private let storedReuseIdentifier: String?
    private let storedContentView = UIView(frame: .zero)
    private var storedTextLabel: UILabel?
    /// The side margin last applied to the content view's margins, to tell it from the app's.
    private var appliedSideMargin: CGFloat?
    /// The view showing `contentConfiguration`, if one is set.
    var configurationView: (any UIView & UIContentView)?

    /// Creates a view a table reuses for headers or footers asking for `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// Creates a view from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// Creates a view for `reuseIdentifier` through `init(reuseIdentifier:)`, so that a table can
    /// make views of a registered class. Headless only: UIKit makes them through the
    /// Objective-C runtime.
    public required convenience init(headlessReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The identifier a table reuses the view for.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view that holds the content; add your subviews to it.
    open var contentView: UIView { storedContentView }

    /// The title label, created on first use in the content view.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        storedContentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Gives the content view the table's side margin as its leading and trailing margins.
    func followSideMargin(_ side: CGFloat) {
        storedContentView.followListSideMargin(side, lastApplied: &appliedSideMargin)
    }

    /// Whether the built-in title label has text.
    var showsTitle: Bool { storedTextLabel?.text?.isEmpty == false }

    /// The height of a grouped table's title header of the given width: the title, its height
    /// rounded up to whole pixels at `scale`, between the grouped header's top and bottom
    /// margins (those UIKit prints for a `groupedHeader()` configuration: 17 above, 6 below).
    func groupedTitleHeight(width: CGFloat, side: CGFloat, scale: CGFloat) -> CGFloat {
        guard let label = storedTextLabel else { return 0 }
        let margins = UIListContentConfiguration.groupedHeaderMargins
        let text = label.sizeThatFits(CGSize(width: max(0, width - 2 * side), height: .greatestFiniteMagnitude)).height
        let pixels = max(scale, 1)
        return margins.top + (text * pixels - 1e-7).rounded(.up) / pixels + margins.bottom
    }

    /// Called before a table hands the view out again; call `super`.
    open func prepareForReuse() {}

    /// Lays out the content view to the bounds, with the table's side margin as its leading and
    /// trailing margins, and the title at the side margin, 6 points above the bottom (a grouped
    /// header's bottom margin).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        if storedContentView.frame != CGRect(origin: .zero, size: size) { storedContentView.frame = CGRect(origin: .zero, size: size) }
        let side = (superview as? UITableView)?.cellSideMargin ?? 16
        followSideMargin(side)
        guard let label = storedTextLabel else { return }
        let width = max(0, size.width - 2 * side)
        let height = min(size.height, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let bottom = UIListContentConfiguration.groupedHeaderMargins.bottom
        let frame = snapToPixels(CGRect(x: side, y: size.height - height - bottom, width: width, height: height), displayScaleOrOne)
        if label.frame != frame { label.frame = frame }
    }
}
#endif
