#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ConstraintsList {
    /// The insets the list's edge constraints express, positive inwards (<doc:LayoutOperations#Constraint-lists>).
    ///
    /// Reading takes, per edge, the first constraint with that role whose constant is an inset
    /// (0 when there is none); for edges pinned along the main axis that is spacing plus inset.
    /// Writing sets the constant of every such constraint.
    public var insets: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing))
        }
        set {
            setInset(newValue.top, for: .top)
            setInset(newValue.leading, for: .leading)
            setInset(newValue.bottom, for: .bottom)
            setInset(newValue.trailing, for: .trailing)
        }
    }

    private func inset(_ quantity: ConstraintRole.Quantity) -> CGFloat {
        for entry in entries where entry.role.quantity == quantity {
            if let sign = entry.role.insetSign { return sign * entry.constraint.constant }
        }
        return 0
    }

    private func setInset(_ value: CGFloat, for quantity: ConstraintRole.Quantity) {
        for entry in entries where entry.role.quantity == quantity {
            if let sign = entry.role.insetSign { entry.constraint.constant = sign * value }
        }
    }
}
