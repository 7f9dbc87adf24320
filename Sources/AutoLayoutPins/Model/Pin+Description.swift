#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension Pin {
    /// The constraint the pin describes, field by field (<doc:PinRules#Cases>). For `above` and
    /// `leftOf` the constant is stored negated: `Pin.above(8).constraintDescription.constant`
    /// is −8.
    public var constraintDescription: ConstraintDescription {
        switch self {
        case .leading(let c): .offset(.leading, c, "leading")
        case .trailing(let c): .offset(.trailing, c, "trailing")
        case .top(let c): .offset(.top, c, "top")
        case .bottom(let c): .offset(.bottom, c, "bottom")
        case .left(let c): .offset(.left, c, "left")
        case .right(let c): .offset(.right, c, "right")
        case .centerX(let c): .offset(.centerX, c, "centerX")
        case .centerY(let c): .offset(.centerY, c, "centerY")
        case .firstBaseline(let c): .offset(.firstBaseline, c, "firstBaseline")
        case .lastBaseline(let c): .offset(.lastBaseline, c, "lastBaseline")
        case .width(let c): .offset(.width, c, "width")
        case .height(let c): .offset(.height, c, "height")
        case .widthConstant(let c): .fixed(.width, c, "widthConstant")
        case .heightConstant(let c): .fixed(.height, c, "heightConstant")
        case .leftMargin(let c): .offset(.left, to: .leftMargin, c, "leftMargin")
        case .rightMargin(let c): .offset(.right, to: .rightMargin, c, "rightMargin")
        case .topMargin(let c): .offset(.top, to: .topMargin, c, "topMargin")
        case .bottomMargin(let c): .offset(.bottom, to: .bottomMargin, c, "bottomMargin")
        case .leadingMargin(let c): .offset(.leading, to: .leadingMargin, c, "leadingMargin")
        case .trailingMargin(let c): .offset(.trailing, to: .trailingMargin, c, "trailingMargin")
        case .centerXWithinMargins(let c): .offset(.centerX, to: .centerXWithinMargins, c, "centerXWithinMargins")
        case .centerYWithinMargins(let c): .offset(.centerY, to: .centerYWithinMargins, c, "centerYWithinMargins")
        case .below(let gap): .gap(.top, to: .bottom, gap, PinShape(name: "below", isReversedGap: false))
        case .above(let gap): .gap(.bottom, to: .top, gap, PinShape(name: "above", isReversedGap: true))
        case .rightOf(let gap): .gap(.leading, to: .trailing, gap, PinShape(name: "rightOf", isReversedGap: false))
        case .leftOf(let gap): .gap(.trailing, to: .leading, gap, PinShape(name: "leftOf", isReversedGap: true))
        case .custom(let description): description
        }
    }
}

extension ConstraintDescription {
    /// `view.first == other.second + c`, the second attribute defaulting to the first.
    static func offset(
        _ first: NSLayoutConstraint.Attribute, to second: NSLayoutConstraint.Attribute? = nil,
        _ constant: CGFloat, _ name: String
    ) -> ConstraintDescription {
        var description = ConstraintDescription(firstAttribute: first, secondAttribute: second ?? first, constant: constant)
        description.shape = PinShape(name: name, isReversedGap: false)
        return description
    }

    /// `view.attribute == c` with no second item.
    static func fixed(_ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ name: String) -> ConstraintDescription {
        var description = ConstraintDescription(
            firstAttribute: attribute, secondAttribute: .notAnAttribute, constant: constant, secondItem: .none)
        description.shape = PinShape(name: name, isReversedGap: false)
        return description
    }

    /// A relative position pin whose constant is a gap.
    static func gap(
        _ first: NSLayoutConstraint.Attribute, to second: NSLayoutConstraint.Attribute,
        _ gap: CGFloat, _ shape: PinShape
    ) -> ConstraintDescription {
        var description = ConstraintDescription(firstAttribute: first, secondAttribute: second, constant: shape.storedConstant(gap))
        description.shape = shape
        return description
    }
}
