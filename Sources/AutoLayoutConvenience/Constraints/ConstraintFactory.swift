#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Makes inactive constraints from anchors; the only place that calls UIKit's anchor API.
@MainActor enum ConstraintFactory {
    /// `first REL second × multiplier + constant`; nil when the anchors are of different kinds.
    static func make(
        _ first: Anchor, _ relation: NSLayoutConstraint.Relation, _ second: Anchor,
        multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint? {
        switch (first.typed, second.typed) {
        case let (.x(a), .x(b)): relate(a, relation, b, constant)
        case let (.y(a), .y(b)): relate(a, relation, b, constant)
        case let (.dimension(a), .dimension(b)): relate(a, relation, b, multiplier, constant)
        default: nil
        }
    }

    /// `first REL constant` for a dimension; nil for a position.
    static func make(_ first: Anchor, _ relation: NSLayoutConstraint.Relation, constant: CGFloat) -> NSLayoutConstraint? {
        guard case let .dimension(anchor) = first.typed else { return nil }
        switch relation {
        case .lessThanOrEqual: return anchor.constraint(lessThanOrEqualToConstant: constant)
        case .greaterThanOrEqual: return anchor.constraint(greaterThanOrEqualToConstant: constant)
        default: return anchor.constraint(equalToConstant: constant)
        }
    }

    /// `from.anchorWithOffset(to: to) == constant`: the distance from one position to another.
    static func make(offsetFrom from: Anchor, to: Anchor, constant: CGFloat) -> NSLayoutConstraint? {
        switch (from.typed, to.typed) {
        case let (.x(a), .x(b)): a.anchorWithOffset(to: b).constraint(equalToConstant: constant)
        case let (.y(a), .y(b)): a.anchorWithOffset(to: b).constraint(equalToConstant: constant)
        default: nil
        }
    }

    private static func relate<T>(
        _ a: NSLayoutAnchor<T>, _ relation: NSLayoutConstraint.Relation, _ b: NSLayoutAnchor<T>, _ constant: CGFloat
    ) -> NSLayoutConstraint {
        switch relation {
        case .lessThanOrEqual: a.constraint(lessThanOrEqualTo: b, constant: constant)
        case .greaterThanOrEqual: a.constraint(greaterThanOrEqualTo: b, constant: constant)
        default: a.constraint(equalTo: b, constant: constant)
        }
    }

    private static func relate(
        _ a: NSLayoutDimension, _ relation: NSLayoutConstraint.Relation, _ b: NSLayoutDimension,
        _ multiplier: CGFloat, _ constant: CGFloat
    ) -> NSLayoutConstraint {
        switch relation {
        case .lessThanOrEqual: a.constraint(lessThanOrEqualTo: b, multiplier: multiplier, constant: constant)
        case .greaterThanOrEqual: a.constraint(greaterThanOrEqualTo: b, multiplier: multiplier, constant: constant)
        default: a.constraint(equalTo: b, multiplier: multiplier, constant: constant)
        }
    }
}
