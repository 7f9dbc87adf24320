#if !canImport(UIKit)
import Foundation

/// A view a collection view reuses: the base of cells and of headers and footers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view for; set when it makes the view.
    open internal(set) var reuseIdentifier: String?
    /// The reuse queue the view goes back to: its identifier, after its kind for supplementary views.
    var reuseQueueKey: String?

    /// Rows scroll under bars without changing their layout: the safe area takes the sides only.
    override var safeAreaTakesSidesOnly: Bool { true }

    /// Creates a view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a view through `init(frame:)`, so that a collection view can make views of a
    /// registered class. Headless only: UIKit makes them through the Objective-C runtime.
    public required convenience init(headlessReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the collection view hands the view out again; call `super`.
    open func prepareForReuse() {}

    /// Applies attributes the layout made for the view; does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: for a self-sizing element, the size its constraints
    /// fit closest to the estimated size, at the lowest priority in both directions.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copied()
        let target = layoutAttributes.size
        let bounded = CGSize(width: target.width.isFinite && target.width < 1e6 ? target.width : 0,
                             height: target.height.isFinite && target.height < 1e6 ? target.height : 0)
        preferred.size = systemLayoutSizeFitting(bounded, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        return preferred
    }
}

/// A collection view's cell: a `contentView` for the app's views, and optional background views.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let storedContentView = UIView(frame: .zero)
    /// The view showing `contentConfiguration`, if one is set.
    var configurationView: (any UIView & UIContentView)?

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// Creates a cell from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        storedContentView.frame = CGRect(origin: .zero, size: frame.size)
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// The view that holds the cell's content; add your subviews to it.
    open var contentView: UIView { storedContentView }

    /// A view behind the content, laid out to the cell's bounds.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }
    /// A view behind the content while the cell is selected.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// Lays out the constraint-based views, then the content and background views to the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = CGRect(origin: .zero, size: self.bounds.size)
        if storedContentView.frame != bounds { storedContentView.frame = bounds }
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
    }
}
#endif
