#if !canImport(UIKit)
import Foundation

/// The trait values an object overrides for itself and its descendants (iOS 17).
///
/// Read and write through the trait properties (`overrides.horizontalSizeClass = .compact`) or the
/// trait subscript; `contains(_:)` tells whether a trait is overridden.
public struct UITraitOverrides: UIMutableTraits {
    var storage = HeadlessTraitStorage()

    /// Creates an empty set of overrides.
    init() {}

    /// The overridden value of a trait, or its default value while it is not overridden.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage.value(for: trait) }
        set { storage.setValue(newValue, for: trait) }
    }

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        storage.contains(trait)
    }

    /// Stops overriding the trait.
    public mutating func remove(_ trait: UITrait) {
        storage.remove(trait)
    }

    /// Whether no trait is overridden.
    var isEmpty: Bool {
        storage.entries.isEmpty
    }

    /// The overrides applied on top of a trait collection.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        var merged = traits.storage
        for entry in storage.entries.values {
            merged.setEntry(entry)
        }
        return UITraitCollection(storage: merged)
    }
}

extension UITraitOverrides: CustomStringConvertible {
    /// The overridden traits and their values.
    public var description: String {
        let parts = storage.entries.values
            .sorted { $0.trait.identifier < $1.trait.identifier }
            .map { "\($0.trait.name) = \($0.value)" }
        return "UITraitOverrides(" + parts.joined(separator: ", ") + ")"
    }
}
#endif
