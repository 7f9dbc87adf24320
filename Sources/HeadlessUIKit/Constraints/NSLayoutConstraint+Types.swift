#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates (<doc:Constraints#Attributes>).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading = 5
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text; the bottom for views without text.
        case lastBaseline = 11
        /// The baseline of the first line of text; the bottom for views without text.
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the constraint has no second item.
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A layout axis, for hugging and compression resistance.
    public enum Axis: Int, Sendable {
        /// Along the x axis.
        case horizontal = 0
        /// Along the y axis.
        case vertical = 1
    }

    /// Options of the Visual Format Language, with UIKit's raw values.
    public struct FormatOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns all views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns all views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns all views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns all views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns all views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns all views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns all views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns all views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns all views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns all views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Lays out from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays out from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays out from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spaces edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a horizontal position (edge or centre, margins included).
    var isXLocation: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute is a vertical position (edge, centre or baseline, margins included).
    var isYLocation: Bool {
        switch self {
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute is a size.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute depends on the layout direction.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute left/right edge.
    var isAbsoluteX: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The attribute without its margin form, and whether it had one.
    var withoutMargin: (attribute: NSLayoutConstraint.Attribute, isMargin: Bool) {
        switch self {
        case .leftMargin: (.left, true)
        case .rightMargin: (.right, true)
        case .topMargin: (.top, true)
        case .bottomMargin: (.bottom, true)
        case .leadingMargin: (.leading, true)
        case .trailingMargin: (.trailing, true)
        case .centerXWithinMargins: (.centerX, true)
        case .centerYWithinMargins: (.centerY, true)
        default: (self, false)
        }
    }

    /// The name UIKit prints in constraint descriptions.
    var descriptionName: String {
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
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The operator UIKit prints: `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
#endif
