#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The editable form of a pin: every field of the constraint it creates, except the two items,
/// which are supplied when the pin is pushed (the receiver, and its superview or the
/// `relativeTo` view).
///
/// The fields describe the constraint literally. For the gap pins `above` and `leftOf` that
/// means a negated constant and a mirrored relation: `Pin.above(8)` describes
/// `view.bottom == other.top − 8`, so its `constant` is −8.
public struct ConstraintDescription: Equatable, Sendable {
    /// Whether the constraint has a second item.
    public enum SecondItem: Equatable, Sendable {
        /// The second item is the receiver's superview, or the `relativeTo` view when one is given.
        case relative
        /// There is no second item: the first attribute is related to the constant alone, and
        /// `secondAttribute` must be `.notAnAttribute`.
        case none
    }

    /// The attribute of the receiving view.
    public let firstAttribute: NSLayoutConstraint.Attribute
    /// The attribute of the second item; `.notAnAttribute` when there is none.
    public var secondAttribute: NSLayoutConstraint.Attribute
    /// How the first attribute relates to the second side.
    public var relation: NSLayoutConstraint.Relation
    /// The factor applied to the second attribute.
    public var multiplier: CGFloat
    /// The constant added to the second side.
    public var constant: CGFloat
    /// The priority of the constraint.
    public var priority: UILayoutPriority
    /// The identifier of the constraint; nil means the generated `"<fileID>:<line> pin.<case>"`.
    public var identifier: String?
    /// Whether pushing the pin activates the constraint; when false it is created, recorded and
    /// returned, but not activated.
    public var isActive: Bool
    /// Whether the constraint has a second item.
    public var secondItem: SecondItem

    /// The case the description was made from; it names generated identifiers and tells the
    /// modifiers whether the constant is a gap measured backwards.
    var shape: PinShape = .custom
    /// Why the priority was clamped, if it was; reported with the call site when the pin is used.
    var priorityIssue: String?

    /// Creates a description from its fields.
    public init(
        firstAttribute: NSLayoutConstraint.Attribute,
        secondAttribute: NSLayoutConstraint.Attribute,
        relation: NSLayoutConstraint.Relation = .equal,
        multiplier: CGFloat = 1,
        constant: CGFloat = 0,
        priority: UILayoutPriority = .required,
        identifier: String? = nil,
        isActive: Bool = true,
        secondItem: SecondItem = .relative
    ) {
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        self.secondItem = secondItem
    }

    /// Whether two descriptions describe the same constraint: every public field is equal. The
    /// case a description was made from is not compared.
    public static func == (lhs: ConstraintDescription, rhs: ConstraintDescription) -> Bool {
        lhs.firstAttribute == rhs.firstAttribute && lhs.secondAttribute == rhs.secondAttribute
            && lhs.relation == rhs.relation && lhs.multiplier == rhs.multiplier
            && lhs.constant == rhs.constant && lhs.priority == rhs.priority
            && lhs.identifier == rhs.identifier && lhs.isActive == rhs.isActive
            && lhs.secondItem == rhs.secondItem
    }
}
