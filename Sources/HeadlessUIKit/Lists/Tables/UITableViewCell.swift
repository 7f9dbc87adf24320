#if !canImport(UIKit)
import Foundation

/// One row of a table: a `contentView` for the app's views, optional built-in labels and image,
/// an accessory at the trailing edge and a one-pixel separator along the bottom.
///
/// The cell lays its parts out in `layoutSubviews()`: the content view spans the cell less the
/// accessory and the separator (a 44-point row of an @2x table has a 43.5-point content view),
/// and the built-in labels sit inside it at the table's side margin (16 points on phones narrower
/// than 414 points, 20 otherwise). `textLabel`, `detailTextLabel` and `imageView` are created on
/// first use, as in UIKit, so a cell with its own views never contains them.
///
/// Registering a cell class with a table creates cells through `init(style:reuseIdentifier:)`,
/// dispatched to the subclass's override. A subclass that declares other designated initializers
/// without overriding `init(style:reuseIdentifier:)` cannot be registered, as in UIKit; off
/// UIKit it must then also implement `init(headlessReuseIdentifier:)`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Rows scroll under bars without changing their layout: the safe area takes the sides only.
    override var safeAreaTakesSidesOnly: Bool { true }

    private let storedStyle: CellStyle
    private let storedReuseIdentifier: String?
    private let storedContentView: UIView
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    let separatorView = _UITableViewCellSeparatorView()
    /// The table showing the cell, set while the table uses it.
    var owningTable: UITableView? {
        get { owningTableReference?.view(as: UITableView.self) }
        set { owningTableReference = newValue?.itemReference }
    }
    private var owningTableReference: HeadlessItemReference?
    /// The side margin last applied to the content view's margins, to tell it from the app's.
    var appliedSideMargin: CGFloat?
    /// The view showing `contentConfiguration`, if one is set.
    var configurationView: (any UIView & UIContentView)?

    /// Creates a cell of `style`; a table reuses it for rows asking for `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        storedStyle = style
        storedReuseIdentifier = reuseIdentifier
        storedContentView = UITableViewCellContentView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpParts()
    }

    /// Creates a cell from an archive; nothing is read from it, the style is `.default`.
    public required init?(coder: NSCoder) {
        storedStyle = .default
        storedReuseIdentifier = nil
        storedContentView = UITableViewCellContentView(frame: .zero)
        super.init(coder: coder)
        setUpParts()
    }

    /// Creates a `.default` cell without a reuse identifier and with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a `.default` cell for `reuseIdentifier` through `init(style:reuseIdentifier:)`,
    /// so that a table can make cells of a registered class. Headless only: UIKit makes them
    /// through the Objective-C runtime.
    public required convenience init(headlessReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func setUpParts() {
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
        addSubview(separatorView)
        autoresizingMask = .flexibleWidth
    }

    // MARK: Parts

    /// The view that holds the cell's content; add your subviews to it.
    open var contentView: UIView { storedContentView }

    /// The style the cell was created with.
    var style: CellStyle { storedStyle }

    /// The identifier a table reuses the cell for.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The main text label, created on first use in the content view.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.font = UIFont.preferredFont(forTextStyle: .body)
        storedContentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, created on first
    /// use; nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard storedStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = UIFont.preferredFont(forTextStyle: storedStyle == .subtitle ? .subheadline : .body)
        label.textColor = .secondaryLabel
        storedContentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image view before the text, created on first use; it takes space only with an image.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        storedContentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    /// The standard accessory at the trailing edge; ignored while `accessoryView` is set.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }

    /// A view shown at the trailing edge instead of the standard accessory, at the size its
    /// frame had when assigned.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            accessoryViewSize = accessoryView?.frame.size ?? .zero
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The accessory view's size when it was assigned.
    var accessoryViewSize = CGSize.zero

    /// The accessory while the table edits; it has no effect on layout here.
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view while the table edits; it has no effect on layout here.
    open var editingAccessoryView: UIView?

    /// The insets of the separator from the cell's edges; only left and right are used. Until
    /// set, the table's `separatorInset`.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? owningTable?.separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var storedSeparatorInset: UIEdgeInsets?

    /// A view behind the content; laid out to the cell's bounds.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// A view behind the content while the cell is selected; laid out to the cell's bounds.
    open var selectedBackgroundView: UIView?

    // MARK: State without layout

    /// How a selected cell looks.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// Whether the cell shows its editing controls.
    open var isEditing = false
    /// Whether the cell shows a reorder control while editing.
    open var showsReorderControl = false
    /// The indentation of the content, in multiples of `indentationWidth`.
    open var indentationLevel = 0
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10
    /// Whether the content indents while the table edits.
    open var shouldIndentWhileEditing = true

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Highlights the cell or removes its highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Called just before the table hands the cell out again from
    /// `dequeueReusableCell(withIdentifier:)`; reset state that does not depend on the row.
    /// Call `super`.
    open func prepareForReuse() {}

    // MARK: Layout

    /// Lays out the constraint-based views, then the content view, the built-in labels and
    /// image, the accessory and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }
}

/// The class of a cell's content view, named as UIKit names it.
final class UITableViewCellContentView: UIView {}

/// The one-pixel line along the bottom of a cell, named as UIKit names it.
final class _UITableViewCellSeparatorView: UIView {}
#endif
