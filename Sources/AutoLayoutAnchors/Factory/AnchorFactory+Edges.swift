#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AnchorFactory {
    /// An edge inset from the same attribute of `reference`, positive inwards (<doc:AnchorRules#Methods>):
    /// near edges `A REL C + inset`, far edges `A REL' C − inset` with the relation mirrored, so
    /// `relation` always qualifies the inset (`.greaterThanOrEqual`: at least `inset` inside).
    static func inset(
        _ lhs: AnchorTerm, from reference: any LayoutItem, by inset: CGFloat,
        relation: NSLayoutConstraint.Relation, priority: UILayoutPriority, call: AnchorCall
    ) -> NSLayoutConstraint? {
        let rhs = AnchorTerm(item: reference, attribute: lhs.attribute)
        if lhs.attribute.isFarEdge {
            return make(lhs, relation.mirrored, rhs, constant: -inset, priority: priority, call: call)
        }
        return make(lhs, relation, rhs, constant: inset, priority: priority, call: call)
    }

    /// A gap of `spacing` between two edges (<doc:AnchorRules#Methods>): for facing edges (the receiver a
    /// far edge, the other a near edge) `A REL' B − spacing`, otherwise `A REL B + spacing`, so a
    /// positive value always separates and `.greaterThanOrEqual` means "at least this far apart".
    static func spacing(
        _ lhs: AnchorTerm, _ spacing: CGFloat, to rhs: AnchorTerm,
        relation: NSLayoutConstraint.Relation, priority: UILayoutPriority, call: AnchorCall
    ) -> NSLayoutConstraint {
        if lhs.attribute.isFarEdge && rhs.attribute.isNearEdge {
            return single(lhs, relation.mirrored, rhs, constant: -spacing, priority: priority, call: call)
        }
        return single(lhs, relation, rhs, constant: spacing, priority: priority, call: call)
    }
}
