#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension NSLayoutConstraint.Attribute {
    /// The attribute's Swift name (`leading`, `centerXWithinMargins`, …), as the DSL and the
    /// idioms write it in identifiers and diagnostics.
    public var layoutName: String {
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
        case .notAnAttribute: "notAnAttribute"
        @unknown default: "attribute \(rawValue)"
        }
    }
}
