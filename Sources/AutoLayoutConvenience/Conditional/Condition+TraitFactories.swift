#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView.Condition {
    /// Matches when the view's trait collection has every specified system trait value of `traits`.
    public static func traits(in traits: UITraitCollection) -> Self {
        Self(.traits { TraitContainment.traits($0, contain: traits) })
    }

    /// Matches when the trait at `keyPath` of the view's trait collection equals `value`.
    public static func trait<T: Equatable>(_ keyPath: KeyPath<UITraitCollection, T>, is value: T) -> Self {
        Self(.traits { $0[keyPath: keyPath] == value })
    }

    /// Matches when the vertical size class is exactly compact.
    public static var verticallyCompact: Self { trait(\.verticalSizeClass, is: .compact) }
    /// Matches when the vertical size class is exactly regular.
    public static var verticallyRegular: Self { trait(\.verticalSizeClass, is: .regular) }
    /// Matches when the horizontal size class is exactly compact.
    public static var horizontallyCompact: Self { trait(\.horizontalSizeClass, is: .compact) }
    /// Matches when the horizontal size class is exactly regular.
    public static var horizontallyRegular: Self { trait(\.horizontalSizeClass, is: .regular) }

    /// Matches when the user-interface idiom is `idiom`.
    public static func idiom(_ idiom: UIUserInterfaceIdiom) -> Self { trait(\.userInterfaceIdiom, is: idiom) }
    /// Matches on phones.
    public static var phone: Self { idiom(.phone) }
    /// Matches on pads.
    public static var pad: Self { idiom(.pad) }
    /// Matches on the Mac idiom.
    public static var mac: Self { idiom(.mac) }
    /// Matches on the TV idiom.
    public static var tv: Self { idiom(.tv) }
    /// Matches on CarPlay.
    public static var carPlay: Self { idiom(.carPlay) }

    /// Matches in the light interface style.
    public static var light: Self { trait(\.userInterfaceStyle, is: .light) }
    /// Matches in the dark interface style.
    public static var dark: Self { trait(\.userInterfaceStyle, is: .dark) }
    /// Matches when the trait layout direction is left-to-right.
    public static var leftToRight: Self { trait(\.layoutDirection, is: .leftToRight) }
    /// Matches when the trait layout direction is right-to-left.
    public static var rightToLeft: Self { trait(\.layoutDirection, is: .rightToLeft) }
}
