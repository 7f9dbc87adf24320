#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Wrapping one view in stacks to align, centre or inset it (the StackViews article, Factories). Every
// result is an `AutoHidingStackView`, so it hides when the wrapped view is hidden.

extension UIView {
    /// A **vertical** stack around `view` that positions it horizontally with `alignment`.
    public static func horizontally(_ view: UIView, alignment: UIStackView.Alignment, insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        stacked([view], axis: .vertical, alignment: alignment, insets: insets)
    }

    /// A vertical stack around the view that positions it horizontally with `alignment`.
    public func horizontally(aligned alignment: UIStackView.Alignment, insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        Self.horizontally(self, alignment: alignment, insets: insets)
    }

    /// `view` centred horizontally in a vertical stack.
    public static func horizontallyCentered(_ view: UIView, insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        horizontally(view, alignment: .center, insets: insets)
    }

    /// The view centred horizontally in a vertical stack.
    @_disfavoredOverload
    public func horizontallyCentered(insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        Self.horizontallyCentered(self, insets: insets)
    }

    /// A **horizontal** stack around `view` that positions it vertically with `alignment`.
    public static func vertically(_ view: UIView, alignment: UIStackView.Alignment, insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        stacked([view], axis: .horizontal, alignment: alignment, insets: insets)
    }

    /// A horizontal stack around the view that positions it vertically with `alignment`.
    public func vertically(aligned alignment: UIStackView.Alignment, insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        Self.vertically(self, alignment: alignment, insets: insets)
    }

    /// `view` centred vertically in a horizontal stack.
    public static func verticallyCentered(_ view: UIView, insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        vertically(view, alignment: .center, insets: insets)
    }

    /// The view centred vertically in a horizontal stack.
    @_disfavoredOverload
    public func verticallyCentered(insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        Self.verticallyCentered(self, insets: insets)
    }

    /// `view` positioned in both axes: `vertically(horizontally(view, horizontal, insets), vertical)`.
    public static func aligned(
        _ view: UIView, horizontally horizontal: UIStackView.Alignment = .fill, vertically vertical: UIStackView.Alignment = .fill,
        insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        Self.vertically(Self.horizontally(view, alignment: horizontal, insets: insets), alignment: vertical)
    }

    /// The view positioned in both axes; see the static form.
    @_disfavoredOverload
    public func aligned(
        horizontally horizontal: UIStackView.Alignment = .fill, vertically vertical: UIStackView.Alignment = .fill,
        insets: NSDirectionalEdgeInsets? = nil
    ) -> UIStackView {
        Self.aligned(self, horizontally: horizontal, vertically: vertical, insets: insets)
    }

    /// `view` centred in both axes.
    public static func centered(_ view: UIView, insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        aligned(view, horizontally: .center, vertically: .center, insets: insets)
    }

    /// The view centred in both axes.
    @_disfavoredOverload
    public func centered(insets: NSDirectionalEdgeInsets? = nil) -> UIStackView {
        Self.centered(self, insets: insets)
    }

    /// `view` in a vertical `.fill` stack with `insets` as its margins.
    public static func insetted(_ view: UIView, by insets: NSDirectionalEdgeInsets) -> UIStackView {
        stacked([view], axis: .vertical, alignment: .fill, insets: insets)
    }

    /// The view in a vertical `.fill` stack with `insets` as its margins.
    public func insetted(by insets: NSDirectionalEdgeInsets) -> UIStackView {
        Self.insetted(self, by: insets)
    }
}
