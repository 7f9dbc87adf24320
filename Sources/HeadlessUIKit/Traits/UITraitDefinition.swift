#if !canImport(UIKit)
import Foundation

/// A trait that a trait collection can hold: a value type with a default (iOS 17).
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value a trait collection reports when the trait is not set.
    static var defaultValue: Value { get }
    /// A unique identifier for the trait.
    static var identifier: String { get }
    /// A human-readable name for the trait.
    static var name: String { get }
    /// Whether a change of the trait can change the appearance of dynamic colours.
    static var affectsColorAppearance: Bool { get }
}

/// A trait type, as used in trait-change registrations and `changedTraits(from:)`.
public typealias UITrait = any UITraitDefinition.Type

extension UITraitDefinition {
    /// The fully qualified name of the trait type.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The name of the trait type.
    public static var name: String { String(describing: Self.self) }
    /// `false` unless the trait says otherwise.
    public static var affectsColorAppearance: Bool { false }
}

/// Traits whose default value means "unspecified": merging collections never lets that value
/// override a specified one.
protocol HeadlessUnspecifiedByDefault {}
#endif
