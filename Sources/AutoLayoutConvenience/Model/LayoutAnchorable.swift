#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What an edge or axis of a view is anchored to.
///
/// Cases that name no view (`.superview`, `.safeArea`, …) resolve against the superview of the
/// view being constrained at the moment the constraints are created.
public enum LayoutAnchorable: Equatable, Sendable {
    /// Nothing: the constraint for that edge is not created.
    case none
    /// The current default anchorable (see `UIView.with`), `.superview` unless changed.
    case `default`
    /// The superview.
    case superview
    /// A specific view.
    case relative(UIView)
    /// A specific layout guide.
    case guide(UILayoutGuide)
    /// The superview's `safeAreaLayoutGuide`.
    case safeArea
    /// The `safeAreaLayoutGuide` of a specific view.
    case safeAreaOf(UIView)
    /// The superview's `layoutMarginsGuide`.
    case layoutMargins
    /// The `layoutMarginsGuide` of a specific view.
    case layoutMarginsOf(UIView)
    /// The superview's `readableContentGuide`.
    case readableContent
    /// The `readableContentGuide` of a specific view.
    case readableContentOf(UIView)
    /// The superview's `contentLayoutGuide` when it is a scroll view, else the superview.
    case scrollContent
    /// The `contentLayoutGuide` of a specific scroll view.
    case scrollContentOf(UIScrollView)
    /// The superview's `frameLayoutGuide` when it is a scroll view, else the superview.
    case scrollFrame
    /// The `frameLayoutGuide` of a specific scroll view.
    case scrollFrameOf(UIScrollView)
    /// The superview's safe area minus the keyboard.
    case keyboardSafeArea
    /// The safe area minus the keyboard of a specific view.
    case keyboardSafeAreaOf(UIView)
    /// The superview's part covered by the keyboard.
    case keyboardFrame
    /// The part of a specific view covered by the keyboard.
    case keyboardFrameOf(UIView)
}

extension LayoutAnchorable {
    /// README spelling of `.layoutMarginsOf(_:)`.
    public static func layoutMargins(_ view: UIView) -> LayoutAnchorable { .layoutMarginsOf(view) }
    /// README spelling of `.safeAreaOf(_:)`.
    public static func safeArea(_ view: UIView) -> LayoutAnchorable { .safeAreaOf(view) }
    /// README spelling of `.readableContentOf(_:)`.
    public static func readableContent(_ view: UIView) -> LayoutAnchorable { .readableContentOf(view) }
    /// README spelling of `.scrollContentOf(_:)`.
    public static func scrollContent(_ view: UIScrollView) -> LayoutAnchorable { .scrollContentOf(view) }
    /// README spelling of `.scrollFrameOf(_:)`.
    public static func scrollFrame(_ view: UIScrollView) -> LayoutAnchorable { .scrollFrameOf(view) }
    /// README spelling of `.keyboardSafeAreaOf(_:)`.
    public static func keyboardSafeArea(_ view: UIView) -> LayoutAnchorable { .keyboardSafeAreaOf(view) }
    /// README spelling of `.keyboardFrameOf(_:)`.
    public static func keyboardFrame(_ view: UIView) -> LayoutAnchorable { .keyboardFrameOf(view) }
}
