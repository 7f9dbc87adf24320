#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

extension NSLayoutConstraint.Attribute {
    /// The Swift name of the attribute, for diagnostics.
    var pinName: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        default: self == .notAnAttribute ? "notAnAttribute" : "attribute \(rawValue)"
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation as an operator, for diagnostics.
    var pinSymbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        default: "=="
        }
    }
}
