#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView.Condition {
    /// Matches when the view's active configuration name is `name`
    /// (<doc:ConditionalConstraints#Named-configurations>).
    public static func name(is name: ConfigurationName) -> Self { Self(.name(name)) }

    /// Matches when `callback` returns true. The closure is retained: it must not capture views
    /// strongly. Re-evaluated on bounds, trait and visibility changes, or when forced.
    public static func callback(_ callback: @escaping @MainActor () -> Bool) -> Self {
        Self(.callback { _ in callback() })
    }

    /// Matches when `callback` returns true for the evaluated view. The closure is retained: it
    /// must not capture views strongly.
    public static func callback(_ callback: @escaping @MainActor (UIView) -> Bool) -> Self {
        Self(.callback(callback))
    }

    /// Evaluates `condition` on `view` (held weakly) instead of the constrained view.
    public static func view(_ view: UIView, is condition: Self) -> Self {
        Self(.view(WeakViewReference(view), condition))
    }

    /// Alias of `view(_:is:)`.
    public static func view(_ view: UIView, has condition: Self) -> Self {
        self.view(view, is: condition)
    }
}
