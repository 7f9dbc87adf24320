#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif


/// The relation of a size constraint.
public enum SizeConstrainType: Sendable, Equatable {
    /// Greater than or equal.
    case atLeast
    /// Equal.
    case exactly
    /// Less than or equal.
    case atMost

    /// The UIKit relation.
    var relation: NSLayoutConstraint.Relation {
        switch self {
        case .atLeast: .greaterThanOrEqual
        case .exactly: .equal
        case .atMost: .lessThanOrEqual
        }
    }
}

/// A size requirement: `dimension REL value × multiplier + constant` at `priority`. The value is a
/// constant (`CGFloat`, `CGSize`) or a layout whose dimension is used (`XAxisLayout`: width,
/// `YAxisLayout`: height).
public struct SizeConstrain<T> {
    /// The relation.
    public var type: SizeConstrainType
    /// The value compared with.
    public var value: T
    /// The priority of the constraint.
    public var priority: UILayoutPriority
    /// The factor applied to the value.
    public var multiplier: CGFloat
    /// The amount added after multiplying.
    public var constant: CGFloat

    /// Creates a size requirement.
    public init(type: SizeConstrainType, value: T, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.type = type
        self.value = value
        self.priority = priority
        self.multiplier = multiplier
        self.constant = constant
    }
}

extension SizeConstrain: Sendable where T: Sendable {}
extension SizeConstrain: Equatable where T: Equatable {}

extension SizeConstrain {
    /// At least `value × multiplier + constant`.
    public static func atLeast(_ value: T, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        SizeConstrain(type: .atLeast, value: value, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// Exactly `value × multiplier + constant`.
    public static func exactly(_ value: T, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        SizeConstrain(type: .exactly, value: value, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// At most `value × multiplier + constant`.
    public static func atMost(_ value: T, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        SizeConstrain(type: .atMost, value: value, priority: priority, multiplier: multiplier, constant: constant)
    }

}

extension SizeConstrain where T: SingleAxisLayout {
    /// At least half the dimension of `layout`, plus `constant`.
    public static func atLeast(halfOf layout: T, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atLeast(layout, priority: priority, multiplier: 0.5, constant: constant)
    }

    /// At least the dimension of `layout` × `multiplier` + `constant`.
    public static func atLeast(_ layout: T, multipliedBy multiplier: CGFloat, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atLeast(layout, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// At least the dimension of `view` × `multiplier` + `constant`.
    public static func atLeast(as view: UIView, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        .atLeast(T(.relative(view)), priority: priority, multiplier: multiplier, constant: constant)
    }

    /// Alias of `atLeast(as:priority:multiplier:constant:)`.
    public static func atLeast(sameAs view: UIView, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        .atLeast(as: view, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// At least half the dimension of `view`, plus `constant`.
    public static func atLeast(halfOf view: UIView, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atLeast(as: view, priority: priority, multiplier: 0.5, constant: constant)
    }

    /// At least the dimension of `view` × `multiplier` + `constant`.
    public static func atLeast(as view: UIView, multipliedBy multiplier: CGFloat, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atLeast(as: view, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// Exactly half the dimension of `layout`, plus `constant`.
    public static func exactly(halfOf layout: T, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .exactly(layout, priority: priority, multiplier: 0.5, constant: constant)
    }

    /// Exactly the dimension of `layout` × `multiplier` + `constant`.
    public static func exactly(_ layout: T, multipliedBy multiplier: CGFloat, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .exactly(layout, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// Exactly the dimension of `view` × `multiplier` + `constant`.
    public static func exactly(as view: UIView, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        .exactly(T(.relative(view)), priority: priority, multiplier: multiplier, constant: constant)
    }

    /// Alias of `exactly(as:priority:multiplier:constant:)`.
    public static func exactly(sameAs view: UIView, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        .exactly(as: view, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// Exactly half the dimension of `view`, plus `constant`.
    public static func exactly(halfOf view: UIView, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .exactly(as: view, priority: priority, multiplier: 0.5, constant: constant)
    }

    /// Exactly the dimension of `view` × `multiplier` + `constant`.
    public static func exactly(as view: UIView, multipliedBy multiplier: CGFloat, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .exactly(as: view, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// At most half the dimension of `layout`, plus `constant`.
    public static func atMost(halfOf layout: T, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atMost(layout, priority: priority, multiplier: 0.5, constant: constant)
    }

    /// At most the dimension of `layout` × `multiplier` + `constant`.
    public static func atMost(_ layout: T, multipliedBy multiplier: CGFloat, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atMost(layout, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// At most the dimension of `view` × `multiplier` + `constant`.
    public static func atMost(as view: UIView, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        .atMost(T(.relative(view)), priority: priority, multiplier: multiplier, constant: constant)
    }

    /// Alias of `atMost(as:priority:multiplier:constant:)`.
    public static func atMost(sameAs view: UIView, priority: UILayoutPriority = .required, multiplier: CGFloat = 1, constant: CGFloat = 0) -> SizeConstrain {
        .atMost(as: view, priority: priority, multiplier: multiplier, constant: constant)
    }

    /// At most half the dimension of `view`, plus `constant`.
    public static func atMost(halfOf view: UIView, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atMost(as: view, priority: priority, multiplier: 0.5, constant: constant)
    }

    /// At most the dimension of `view` × `multiplier` + `constant`.
    public static func atMost(as view: UIView, multipliedBy multiplier: CGFloat, priority: UILayoutPriority = .required, constant: CGFloat = 0) -> SizeConstrain {
        .atMost(as: view, priority: priority, multiplier: multiplier, constant: constant)
    }

}
