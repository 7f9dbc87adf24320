#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The case a pin description came from: its name (for identifiers) and whether its constant is
/// a gap stored negated with a mirrored relation (`above`, `leftOf`).
struct PinShape: Equatable, Sendable {
    /// The case name, e.g. `leadingMargin`.
    let name: String
    /// Whether the written constant and relation are those of a gap measured from the receiver's
    /// far edge back to the other view, so the stored constant is negated and the relation mirrored.
    let isReversedGap: Bool

    /// `pin.<case>`, the token of generated identifiers (<doc:PinRules#Identifiers>).
    var token: String { "pin.\(name)" }

    /// A description made directly with `ConstraintDescription.init`.
    static let custom = PinShape(name: "custom", isReversedGap: false)

    /// The stored constant for a written one.
    func storedConstant(_ written: CGFloat) -> CGFloat { isReversedGap ? -written : written }

    /// The stored relation for a written one.
    func storedRelation(_ written: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
        isReversedGap ? written.mirrored : written
    }
}
