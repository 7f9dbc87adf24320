#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A typed layout: one anchorable per edge or axis.
public protocol BaseLayout: Equatable, Sendable {
    /// Creates a layout with every field set to `all`.
    init(_ all: LayoutAnchorable)
}

/// A layout with a single axis; size constraints use its dimension (width for X, height for Y).
public protocol SingleAxisLayout: BaseLayout {
    /// The anchorable of the axis.
    var anchorable: LayoutAnchorable { get }
}

extension BaseLayout {
    /// Every field `.none`: nothing is constrained.
    public static var none: Self { Self(.none) }
    /// Every field `.default`.
    public static var `default`: Self { Self(.default) }
    /// Every field `.superview`.
    public static var superview: Self { Self(.superview) }
    /// Every field `.relative(view)`.
    public static func relative(_ view: UIView) -> Self { Self(.relative(view)) }
    /// Every field `.guide(guide)`.
    public static func guide(_ guide: UILayoutGuide) -> Self { Self(.guide(guide)) }
    /// Every field `.safeArea`.
    public static var safeArea: Self { Self(.safeArea) }
    /// Every field `.safeAreaOf(view)`.
    public static func safeAreaOf(_ view: UIView) -> Self { Self(.safeAreaOf(view)) }
    /// Every field `.layoutMargins`.
    public static var layoutMargins: Self { Self(.layoutMargins) }
    /// Every field `.layoutMarginsOf(view)`.
    public static func layoutMarginsOf(_ view: UIView) -> Self { Self(.layoutMarginsOf(view)) }
    /// Every field `.readableContent`.
    public static var readableContent: Self { Self(.readableContent) }
    /// Every field `.readableContentOf(view)`.
    public static func readableContentOf(_ view: UIView) -> Self { Self(.readableContentOf(view)) }
    /// Every field `.scrollContent`.
    public static var scrollContent: Self { Self(.scrollContent) }
    /// Every field `.scrollContentOf(view)`.
    public static func scrollContentOf(_ view: UIScrollView) -> Self { Self(.scrollContentOf(view)) }
    /// Every field `.scrollFrame`.
    public static var scrollFrame: Self { Self(.scrollFrame) }
    /// Every field `.scrollFrameOf(view)`.
    public static func scrollFrameOf(_ view: UIScrollView) -> Self { Self(.scrollFrameOf(view)) }
    /// Every field `.keyboardSafeArea`.
    public static var keyboardSafeArea: Self { Self(.keyboardSafeArea) }
    /// Every field `.keyboardSafeAreaOf(view)`.
    public static func keyboardSafeAreaOf(_ view: UIView) -> Self { Self(.keyboardSafeAreaOf(view)) }
    /// Every field `.keyboardFrame`.
    public static var keyboardFrame: Self { Self(.keyboardFrame) }
    /// Every field `.keyboardFrameOf(view)`.
    public static func keyboardFrameOf(_ view: UIView) -> Self { Self(.keyboardFrameOf(view)) }

    /// README spelling of `.layoutMarginsOf(_:)`.
    public static func layoutMargins(_ view: UIView) -> Self { layoutMarginsOf(view) }
    /// README spelling of `.safeAreaOf(_:)`.
    public static func safeArea(_ view: UIView) -> Self { safeAreaOf(view) }
    /// README spelling of `.readableContentOf(_:)`.
    public static func readableContent(_ view: UIView) -> Self { readableContentOf(view) }
    /// README spelling of `.scrollContentOf(_:)`.
    public static func scrollContent(_ view: UIScrollView) -> Self { scrollContentOf(view) }
    /// README spelling of `.scrollFrameOf(_:)`.
    public static func scrollFrame(_ view: UIScrollView) -> Self { scrollFrameOf(view) }
    /// README spelling of `.keyboardSafeAreaOf(_:)`.
    public static func keyboardSafeArea(_ view: UIView) -> Self { keyboardSafeAreaOf(view) }
    /// README spelling of `.keyboardFrameOf(_:)`.
    public static func keyboardFrame(_ view: UIView) -> Self { keyboardFrameOf(view) }
}
