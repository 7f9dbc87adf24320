#if !canImport(UIKit)
import Foundation

/// An immutable set of trait values describing an interface's environment: size classes, idiom,
/// appearance, layout direction, Dynamic Type size, display scale …
///
/// A trait that was never set reports its unspecified value (`.unspecified`, or 0 for the
/// display scale).
open class UITraitCollection: NSObject, @unchecked Sendable {
    // Immutable after init, which makes the unchecked Sendable conformance sound.
    let storage: HeadlessTraitStorage

    // The display scale (read for every view a layout pass places and every text it measures)
    // and the layout direction (read for every view whose leading and trailing it resolves) are
    // read from the storage once, when the collection is made: a lookup in the storage costs a
    // dictionary search and a dynamic cast.

    /// The display scale (points to pixels); 0 when unspecified.
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Creates a trait collection in which every trait is unspecified.
    public override init() {
        storage = HeadlessTraitStorage()
        displayScale = storage.value(for: UITraitDisplayScale.self)
        layoutDirection = storage.value(for: UITraitLayoutDirection.self)
        super.init()
    }

    /// Creates a trait collection from stored values.
    init(storage: HeadlessTraitStorage) {
        self.storage = storage
        displayScale = storage.value(for: UITraitDisplayScale.self)
        layoutDirection = storage.value(for: UITraitLayoutDirection.self)
        super.init()
    }

    /// The value of a trait in this collection.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        storage.value(for: trait)
    }

    /// Whether both collections hold the same value for every trait.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return storage.changedTraits(from: other.storage).isEmpty
    }

    /// A hash of the system trait values.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(accessibilityContrast)
        hasher.combine(legibilityWeight)
        return hasher.finalize()
    }

    /// The specified traits and their values.
    open override var description: String {
        let parts = storage.specifiedEntries
            .sorted { $0.trait.identifier < $1.trait.identifier }
            .map { "\($0.trait.name) = \($0.value)" }
        return "<UITraitCollection; " + parts.joined(separator: ", ") + ">"
    }
}

// MARK: System traits

extension UITraitCollection {
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    /// The light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    /// The preferred Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        self[UITraitPreferredContentSizeCategory.self]
    }
    /// The accessibility contrast level.
    public var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    /// The legibility weight (Bold Text).
    public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
}
#endif
