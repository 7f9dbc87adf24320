#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView.Condition {
    /// Matches when every condition matches (true for an empty list).
    public static func all(_ conditions: [Self]) -> Self { Self(.all(conditions)) }
    /// Matches when every condition matches (true for an empty list).
    public static func all(_ conditions: Self...) -> Self { all(conditions) }
    /// Matches when at least one condition matches (false for an empty list).
    public static func any(_ conditions: [Self]) -> Self { Self(.any(conditions)) }
    /// Matches when at least one condition matches (false for an empty list).
    public static func any(_ conditions: Self...) -> Self { any(conditions) }
    /// Matches when none of the conditions matches.
    public static func not(_ conditions: [Self]) -> Self { Self(.none(conditions)) }
    /// Matches when none of the conditions matches.
    public static func not(_ conditions: Self...) -> Self { not(conditions) }
    /// Always matches.
    public static var alwaysTrue: Self { Self(.constant(true)) }
    /// Never matches.
    public static var alwaysFalse: Self { Self(.constant(false)) }

    /// The condition itself, for expressive call sites: `.verticallyCompact.isTrue`.
    public var isTrue: Self { self }
    /// Matches when this condition does not.
    public var isFalse: Self { .not(self) }
    /// Matches when this condition and every one of `others` match.
    public func and(_ others: Self...) -> Self { .all([self] + others) }
    /// Matches when this condition or any of `others` matches.
    public func or(_ others: Self...) -> Self { .any([self] + others) }
}
