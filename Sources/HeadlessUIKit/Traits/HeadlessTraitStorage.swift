#if !canImport(UIKit)
import Foundation

/// Trait values keyed by trait type; the storage behind trait collections and overrides.
struct HeadlessTraitStorage: @unchecked Sendable {
    /// One stored trait value.
    struct Entry {
        let trait: UITrait
        let value: Any
    }

    // Values are only ever replaced, never mutated in place.
    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    /// The stored value of a trait, or its default value.
    func value<T: UITraitDefinition>(for trait: T.Type) -> T.Value {
        if let entry = entries[ObjectIdentifier(trait)], let value = entry.value as? T.Value {
            return value
        }
        return T.defaultValue
    }

    /// Stores a trait value.
    mutating func setValue<T: UITraitDefinition>(_ value: T.Value, for trait: T.Type) {
        entries[ObjectIdentifier(trait)] = Entry(trait: trait, value: value)
    }

    /// Stores an entry, replacing any value of the same trait.
    mutating func setEntry(_ entry: Entry) {
        entries[ObjectIdentifier(entry.trait)] = entry
    }

    /// Whether a value is stored for the trait.
    func contains(_ trait: UITrait) -> Bool {
        entries[ObjectIdentifier(trait)] != nil
    }

    /// Removes the stored value of a trait.
    mutating func remove(_ trait: UITrait) {
        entries[ObjectIdentifier(trait)] = nil
    }

    /// Stores every value of `other` over this storage, except unspecified system-trait values.
    mutating func merge(_ other: HeadlessTraitStorage) {
        for (key, entry) in other.entries where !entry.isUnspecified {
            entries[key] = entry
        }
    }

    /// The stored traits that hold a specified value.
    var specifiedEntries: [Entry] {
        entries.values.filter { !$0.isUnspecified }
    }

    /// The traits whose effective values differ between the two storages, sorted by identifier.
    func changedTraits(from other: HeadlessTraitStorage) -> [UITrait] {
        var traits: [ObjectIdentifier: UITrait] = [:]
        for (key, entry) in entries { traits[key] = entry.trait }
        for (key, entry) in other.entries { traits[key] = entry.trait }
        return traits.values
            .filter { !valuesEqual(effectiveValue(of: $0), other.effectiveValue(of: $0)) }
            .sorted { $0.identifier < $1.identifier }
    }

    /// The stored value of a trait, or its default value, as `Any`.
    func effectiveValue(of trait: UITrait) -> Any {
        entries[ObjectIdentifier(trait)]?.value ?? Self.defaultValue(of: trait)
    }

    /// The default value of a trait, as `Any`.
    static func defaultValue(of trait: UITrait) -> Any {
        func open<T: UITraitDefinition>(_ trait: T.Type) -> Any { trait.defaultValue }
        return open(trait)
    }
}

extension HeadlessTraitStorage.Entry {
    /// Whether this is a system trait set to its "unspecified" default.
    var isUnspecified: Bool {
        trait is any HeadlessUnspecifiedByDefault.Type
            && valuesEqual(value, HeadlessTraitStorage.defaultValue(of: trait))
    }
}

/// Whether two type-erased values are equal; values that are not `Equatable` never are.
func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqualValue(to: rhs)
}

extension Equatable {
    fileprivate func isEqualValue(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
#endif
