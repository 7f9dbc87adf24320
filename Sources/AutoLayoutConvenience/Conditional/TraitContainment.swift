#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// `containsTraits(in:)` without the API deprecated in iOS 17: every system trait that `required`
/// specifies has the same value in `traits` (<doc:ConditionalConstraints#Conditions>, `.traits(in:)`).
@MainActor enum TraitContainment {
    /// Whether `traits` holds every specified system trait value of `required`.
    static func traits(_ traits: UITraitCollection, contain required: UITraitCollection) -> Bool {
        matches(\.horizontalSizeClass, .unspecified, traits, required)
            && matches(\.verticalSizeClass, .unspecified, traits, required)
            && matches(\.userInterfaceIdiom, .unspecified, traits, required)
            && matches(\.userInterfaceStyle, .unspecified, traits, required)
            && matches(\.layoutDirection, .unspecified, traits, required)
            && matches(\.preferredContentSizeCategory, .unspecified, traits, required)
            && matches(\.legibilityWeight, .unspecified, traits, required)
            && matches(\.displayScale, 0, traits, required)
            && matches(\.accessibilityContrast, .unspecified, traits, required)
    }

    private static func matches<T: Equatable>(
        _ keyPath: KeyPath<UITraitCollection, T>, _ unspecified: T, _ traits: UITraitCollection, _ required: UITraitCollection
    ) -> Bool {
        let wanted = required[keyPath: keyPath]
        return wanted == unspecified || traits[keyPath: keyPath] == wanted
    }
}
