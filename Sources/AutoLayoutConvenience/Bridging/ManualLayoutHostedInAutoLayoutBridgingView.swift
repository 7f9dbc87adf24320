#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A view for Auto Layout code that holds a view laid out by hand: the held view fills it, and
/// its intrinsic content size is the held view's `sizeThatFits(_:)` for its current length on
/// the constrained axis (the cross axis unbounded). When that length changes the size is
/// measured again, as a wrapping label's is.
@MainActor open class ManualLayoutHostedInAutoLayoutBridgingView: UIView {
    /// The view laid out by hand.
    public let view: UIView
    /// The axis whose length Auto Layout decides; the held view is measured for that length.
    public var constrainedOnAxis: NSLayoutConstraint.Axis {
        didSet { if constrainedOnAxis != oldValue { invalidateIntrinsicContentSize() } }
    }
    private var measuredLength: CGFloat?

    /// Holds `view`, measured for its length along `axis`.
    public init(view: UIView, constrained axis: NSLayoutConstraint.Axis = .horizontal) {
        self.view = view
        constrainedOnAxis = axis
        super.init(frame: .zero)
        addSubview(view)
    }

    /// Fails: the held view cannot come from an archive; use `init(view:constrained:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Measures the held view again (call it when its content changed) and follows its
    /// `isHidden`.
    public func update() {
        invalidateIntrinsicContentSize()
        if isHidden != view.isHidden { isHidden = view.isHidden }
    }

    /// The held view's size for `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { view.sizeThatFits(size) }

    /// The held view's size for the current length on the constrained axis.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(constrainedOnAxis == .horizontal
            ? CGSize(width: bounds.width, height: .greatestFiniteMagnitude)
            : CGSize(width: .greatestFiniteMagnitude, height: bounds.height))
    }

    /// Sizes the held view to the bounds and measures again when the constrained length changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        view.frame = bounds
        let length = constrainedOnAxis == .horizontal ? bounds.width : bounds.height
        if measuredLength != length {
            measuredLength = length
            invalidateIntrinsicContentSize()
        }
    }
}
