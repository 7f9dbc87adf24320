#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Sentinels meaning "use the default" for `insets:` and `spacing:` parameters.
    ///
    /// They are non-finite, so arithmetic on insets never turns a sentinel into a real value.
    /// Per edge, any non-finite inset means the innermost `UIView.with` value for that edge, else 0.
    public enum Default {
        /// The default spacing: the innermost `UIView.with` spacing, else 0.
        public static let spacing: CGFloat = .infinity
        /// The default insets: per edge, the innermost `UIView.with` value, else 0.
        public static let insets = NSDirectionalEdgeInsets(top: .infinity, leading: .infinity, bottom: .infinity, trailing: .infinity)
    }

    /// Runs `callback` with the given defaults in effect for every layout operation it makes.
    ///
    /// Each argument that is not the default is pushed for the duration of `callback`, which runs
    /// synchronously; nested calls override outer ones.
    public static func with(
        _ anchorable: LayoutAnchorable = .default,
        horizontally: ConstrainedHorizontalLayout = .default,
        vertically: ConstrainedVerticalLayout = .default,
        insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing,
        callback: () -> Void
    ) {
        LayoutDefaults.push(anchorable, horizontally: horizontally.request, vertically: vertically.request, insets: insets, spacing: spacing, during: callback)
    }

    /// Runs `callback` with the given defaults in effect; the same as the static `UIView.with`.
    public func with(
        _ anchorable: LayoutAnchorable = .default,
        horizontally: ConstrainedHorizontalLayout = .default,
        vertically: ConstrainedVerticalLayout = .default,
        insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing,
        callback: () -> Void
    ) {
        UIView.with(anchorable, horizontally: horizontally, vertically: vertically, insets: insets, spacing: spacing, callback: callback)
    }
}
