#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Which quantity of the constrained view a constraint controls, recorded when it is created,
/// and how its constant maps to an inset (<doc:LayoutOperations#Constraint-lists>).
struct ConstraintRole: Equatable, Sendable {
    /// A quantity of the constrained view.
    enum Quantity: String, Sendable, CaseIterable {
        case top, leading, bottom, trailing, centerX, centerY, width, height, firstBaseline, lastBaseline
    }

    /// The quantity, or nil for constraints with no role.
    var quantity: Quantity?
    /// `inset = insetSign × constant` (positive inwards); nil when the constant is not an inset.
    var insetSign: CGFloat?

    /// A constraint with no role.
    static let none = ConstraintRole(quantity: nil, insetSign: nil)

    /// A constraint controlling `quantity` whose constant is no inset.
    static func controlling(_ quantity: Quantity) -> ConstraintRole {
        ConstraintRole(quantity: quantity, insetSign: nil)
    }

    /// A constraint controlling an edge whose constant is the inset times `sign`.
    static func inset(_ quantity: Quantity, sign: CGFloat) -> ConstraintRole {
        ConstraintRole(quantity: quantity, insetSign: sign)
    }

    /// The role a constraint made elsewhere (through the public funnel) has for `view`: the
    /// attribute of `view` it names, with no inset mapping.
    @MainActor static func inferred(for constraint: NSLayoutConstraint, view: UIView?) -> ConstraintRole {
        guard let view else { return .none }
        if constraint.firstItem === view, let quantity = Quantity(constraint.firstAttribute) { return .controlling(quantity) }
        if constraint.secondItem === view, let quantity = Quantity(constraint.secondAttribute) { return .controlling(quantity) }
        return .none
    }
}

extension ConstraintRole.Quantity {
    /// The quantity an attribute names, if the DSL has one for it.
    init?(_ attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        case .centerX: self = .centerX
        case .centerY: self = .centerY
        case .width: self = .width
        case .height: self = .height
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
        default: return nil
        }
    }
}
