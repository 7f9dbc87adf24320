/// An item of a resolved constraint: the container or a keyed view.
public enum ItemReference: Equatable, Hashable, Sendable {
    /// The container (`|`, `superview`, `parent`).
    case superview
    /// The view under this key.
    case view(String)
}

/// One constraint a string describes, with names resolved and numbers computed, still
/// independent of UIKit: `firstItem.firstAttribute REL secondItem.secondAttribute × multiplier + constant`.
public struct ResolvedConstraint: Equatable, Sendable {
    /// The first item.
    public var firstItem: ItemReference
    /// The first item's attribute.
    public var firstAttribute: LayoutAttributeName
    /// The relation.
    public var relation: LayoutRelation
    /// The second item, or nil for a constant size.
    public var secondItem: ItemReference?
    /// The second item's attribute, or nil for a constant size.
    public var secondAttribute: LayoutAttributeName?
    /// The multiplier (1 unless an equation says otherwise).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority the string gives (1…1000), or nil when it gives none.
    public var priority: Double?
    /// The column of the connection, predicate or view that produced the constraint.
    public var column: Int

    /// Creates a resolved constraint.
    public init(
        firstItem: ItemReference, firstAttribute: LayoutAttributeName, relation: LayoutRelation,
        secondItem: ItemReference?, secondAttribute: LayoutAttributeName?, multiplier: Double = 1,
        constant: Double, priority: Double?, column: Int
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.column = column
    }

    /// The keys of the views the constraint mentions.
    public var viewNames: Set<String> {
        var names: Set<String> = []
        if case .view(let name) = firstItem { names.insert(name) }
        if case .view(let name) = secondItem { names.insert(name) }
        return names
    }
}
