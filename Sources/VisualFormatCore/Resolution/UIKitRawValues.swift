// The raw values UIKit gives `NSLayoutConstraint.Attribute` and `NSLayoutConstraint.Relation`,
// so that every layer that turns a resolved constraint into a UIKit one maps names the same way.

extension LayoutAttributeName {
    /// The raw value of the UIKit attribute with the same meaning.
    public var uikitRawValue: Int {
        switch self {
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .centerX: 9
        case .centerY: 10
        case .lastBaseline: 11
        case .firstBaseline: 12
        case .leftMargin: 13
        case .rightMargin: 14
        case .topMargin: 15
        case .bottomMargin: 16
        case .leadingMargin: 17
        case .trailingMargin: 18
        case .centerXWithinMargins: 19
        case .centerYWithinMargins: 20
        }
    }
}

extension LayoutRelation {
    /// The raw value of the UIKit relation with the same meaning.
    public var uikitRawValue: Int {
        switch self {
        case .lessThanOrEqual: -1
        case .equal: 0
        case .greaterThanOrEqual: 1
        }
    }
}
