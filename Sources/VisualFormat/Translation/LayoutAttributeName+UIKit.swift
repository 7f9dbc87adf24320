#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

extension LayoutAttributeName {
    /// The UIKit attribute with the same meaning.
    var layoutAttribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }
}

extension LayoutRelation {
    /// The UIKit relation with the same meaning.
    var layoutRelation: NSLayoutConstraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
