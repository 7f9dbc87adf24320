#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// A vertical stack of `views` (<doc:StackViews#Factories>); an `AutoHidingStackView`.
    public static func verticallyStacked(
        _ views: [UIView], alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        stacked(views, axis: .vertical, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A vertical stack of `views`; see the array form.
    public static func verticallyStacked(
        _ views: UIView..., alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        stacked(views, axis: .vertical, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A horizontal stack of `views`; an `AutoHidingStackView`.
    public static func horizontallyStacked(
        _ views: [UIView], alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        stacked(views, axis: .horizontal, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A horizontal stack of `views`; see the array form.
    public static func horizontallyStacked(
        _ views: UIView..., alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        stacked(views, axis: .horizontal, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A stack of `views` along `axis`, honouring `alignment`; an `AutoHidingStackView`.
    public static func stacked(
        _ views: [UIView], axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment = .fill,
        distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        AutoHidingStackView(with: views, axis: axis, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A stack of `views` along `axis`; see the array form.
    public static func stacked(
        _ views: UIView..., axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment = .fill,
        distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        stacked(views, axis: axis, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A vertical stack that turns horizontal in vertically compact environments
    /// (<doc:StackViews#Auto-adjusting-stacks>); an `AutoAdjustingVerticalStackView`.
    public static func autoAdjustingVerticallyStacked(
        _ views: [UIView], alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        AutoAdjustingVerticalStackView(with: views, axis: .vertical, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A vertical stack that turns horizontal in vertically compact environments; see the array form.
    public static func autoAdjustingVerticallyStacked(
        _ views: UIView..., alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        autoAdjustingVerticallyStacked(views, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A horizontal stack that turns vertical for accessibility text sizes
    /// (<doc:StackViews#Auto-adjusting-stacks>); an `AutoAdjustingHorizontalStackView`.
    public static func autoAdjustingHorizontallyStacked(
        _ views: [UIView], alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        AutoAdjustingHorizontalStackView(with: views, axis: .horizontal, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }

    /// A horizontal stack that turns vertical for accessibility text sizes; see the array form.
    public static func autoAdjustingHorizontallyStacked(
        _ views: UIView..., alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fill,
        spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        autoAdjustingHorizontallyStacked(views, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
    }
}
