#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIStackView {
    /// Creates a stack of `views` (<doc:StackViews#Conveniences>). The views are arranged first, then
    /// the properties are set; non-nil `insets` become margins the arrangement is relative to.
    public convenience init(
        with views: [UIView] = [], axis: NSLayoutConstraint.Axis = .vertical, alignment: UIStackView.Alignment = .fill,
        distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) {
        self.init(frame: .zero)
        addArrangedSubviews(views)
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing.isFinite ? spacing : 0
        if let insets {
            directionalLayoutMargins = insets
            isLayoutMarginsRelativeArrangement = true
            insetsLayoutMarginsFromSafeArea = false
        }
    }

    /// Creates a stack of `views`; see the array form.
    public convenience init(
        with views: UIView..., axis: NSLayoutConstraint.Axis = .vertical, alignment: UIStackView.Alignment = .fill,
        distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) {
        self.init(with: views, axis: axis, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// Arranges every view in order.
    public func addArrangedSubviews(_ views: [UIView]) {
        views.forEach(addArrangedSubview)
    }

    /// Arranges every view in order.
    public func addArrangedSubviews(_ views: UIView...) {
        addArrangedSubviews(views)
    }

    /// Removes `view` from the arrangement and from the stack's subviews.
    public func reallyRemoveArrangedSubview(_ view: UIView) {
        removeArrangedSubview(view)
        if view.superview === self { view.removeFromSuperview() }
    }

    /// Removes every arranged view from the arrangement and from the stack's subviews.
    public func removeAllArrangedSubviews() {
        arrangedSubviews.forEach(reallyRemoveArrangedSubview)
    }

    /// Replaces the arranged views with `views`, in order.
    public func replaceArrangedSubviews(with views: [UIView]) {
        removeAllArrangedSubviews()
        addArrangedSubviews(views)
    }

    /// Replaces the arranged views with `views`, in order.
    public func replaceArrangedSubviews(with views: UIView...) {
        replaceArrangedSubviews(with: views)
    }
}
