#if !canImport(UIKit)
import Foundation

/// A mutable set of trait values, as handed to `UITraitCollection(mutations:)` and kept by
/// `traitOverrides` (iOS 17).
public protocol UIMutableTraits {
    /// The value of a trait; its default value while it is not set.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}
#endif
