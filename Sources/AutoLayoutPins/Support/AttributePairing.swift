#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Which attributes may be related to which (<doc:PinRules#Attribute-pairing>); checked before a constraint
/// is created, because UIKit raises on invalid pairs.
enum AttributeFamily: Equatable {
    case size, directionalX, absoluteX, centerX, vertical

    /// The family of an attribute; nil for `.notAnAttribute` and unknown values.
    init?(_ attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .width, .height: self = .size
        case .leading, .trailing, .leadingMargin, .trailingMargin: self = .directionalX
        case .left, .right, .leftMargin, .rightMargin: self = .absoluteX
        case .centerX, .centerXWithinMargins: self = .centerX
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            self = .vertical
        default: return nil
        }
    }

    /// Whether an attribute of this family may be related to one of `other`.
    func pairs(with other: AttributeFamily) -> Bool {
        switch (self, other) {
        case (.size, .size), (.vertical, .vertical): true
        case (.directionalX, .absoluteX), (.absoluteX, .directionalX): false
        case (.directionalX, _), (.absoluteX, _), (.centerX, _):
            other == .directionalX || other == .absoluteX || other == .centerX
        default: false
        }
    }
}

extension ConstraintDescription {
    /// Why the description cannot become a constraint, or nil when it can.
    var pairingProblem: String? {
        let first = firstAttribute.layoutName, second = secondAttribute.layoutName
        guard constant.isFinite, multiplier.isFinite else {
            return "the constant \(constant) and multiplier \(multiplier) must be finite"
        }
        guard let firstFamily = AttributeFamily(firstAttribute) else {
            return "\(first) cannot be the first attribute of a constraint"
        }
        switch secondItem {
        case .none:
            guard firstFamily == .size else { return "\(first) is a position and cannot equal a constant" }
            guard secondAttribute == .notAnAttribute else { return "\(first) has no second item, so it cannot be related to \(second)" }
            return nil
        case .relative:
            guard let secondFamily = AttributeFamily(secondAttribute) else {
                return "\(second) cannot be the second attribute of a constraint with a second item"
            }
            guard firstFamily.pairs(with: secondFamily) else { return "\(first) cannot be related to \(second)" }
            if firstFamily != .size, multiplier == 0 { return "a position (\(first)) cannot have a multiplier of 0" }
            return nil
        }
    }
}
