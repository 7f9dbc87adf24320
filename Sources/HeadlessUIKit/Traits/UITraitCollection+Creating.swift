#if !canImport(UIKit)
import Foundation

// MARK: Single-trait collections

extension UITraitCollection {
    /// A collection that specifies only the trait.
    private convenience init<T: UITraitDefinition>(only trait: T.Type, value: T.Value) {
        var storage = HeadlessTraitStorage()
        storage.setValue(value, for: trait)
        self.init(storage: storage)
    }

    /// Creates a collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(only: UITraitHorizontalSizeClass.self, value: horizontalSizeClass)
    }

    /// Creates a collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(only: UITraitVerticalSizeClass.self, value: verticalSizeClass)
    }

    /// Creates a collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(only: UITraitUserInterfaceIdiom.self, value: idiom)
    }

    /// Creates a collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(only: UITraitUserInterfaceStyle.self, value: userInterfaceStyle)
    }

    /// Creates a collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(only: UITraitLayoutDirection.self, value: layoutDirection)
    }

    /// Creates a collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(only: UITraitDisplayScale.self, value: scale)
    }

    /// Creates a collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(only: UITraitPreferredContentSizeCategory.self, value: preferredContentSizeCategory)
    }

    /// Creates a collection that specifies only the accessibility contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(only: UITraitAccessibilityContrast.self, value: accessibilityContrast)
    }

    /// Creates a collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(only: UITraitLegibilityWeight.self, value: legibilityWeight)
    }

    /// Creates a collection that specifies only the given trait (iOS 17).
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        self.init(only: trait, value: value)
    }
}

// MARK: Combining and modifying

extension UITraitCollection {
    /// Creates a collection that combines the given ones: for each trait, the last collection that
    /// specifies it wins; unspecified values never override specified ones. Deprecated in iOS 17.
    @available(*, deprecated, message: "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections")
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var storage = HeadlessTraitStorage()
        for collection in traitCollections {
            storage.merge(collection.storage)
        }
        self.init(storage: storage)
    }

    /// Creates a collection from the trait values the closure sets (iOS 17).
    public convenience init(mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitOverrides()
        mutations(&traits)
        self.init(storage: (traits as? UITraitOverrides)?.storage ?? HeadlessTraitStorage())
    }

    /// Returns a copy of this collection with the trait values the closure sets (iOS 17).
    public func modifyingTraits(
        _ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void
    ) -> UITraitCollection {
        var overrides = UITraitOverrides()
        overrides.storage = storage
        var traits: any UIMutableTraits = overrides
        mutations(&traits)
        return UITraitCollection(storage: (traits as? UITraitOverrides)?.storage ?? storage)
    }

    /// Returns a copy of this collection with one trait replaced (iOS 17).
    public func replacing<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) -> UITraitCollection {
        var copy = storage
        copy.setValue(value, for: trait)
        return UITraitCollection(storage: copy)
    }

    /// The traits whose values differ between this collection and the given one (iOS 17); a nil
    /// collection counts as one with every trait unspecified.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        storage.changedTraits(from: traitCollection?.storage ?? HeadlessTraitStorage())
    }

    /// Whether this collection holds every specified trait of the given one with the same value;
    /// `true` for nil.
    @available(*, deprecated, message: "Compare values for specific traits in the trait collections instead")
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.storage.specifiedEntries.allSatisfy {
            valuesEqual(storage.effectiveValue(of: $0.trait), $0.value)
        }
    }
}
#endif
