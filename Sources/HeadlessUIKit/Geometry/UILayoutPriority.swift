#if !canImport(UIKit)
import Foundation

/// The priority of a constraint or of content hugging and compression resistance.
///
/// Priorities range up to 1000 (`required`); anything lower is optional. Like UIKit's type it is
/// not expressible by literals: write `UILayoutPriority(999)` or `.defaultHigh + 1`.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    /// The priority value.
    public var rawValue: Float

    /// Creates a priority with the given value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority with the given value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint (1000). Do not exceed this.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority for a drag that may end up resizing the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority at which a split view divider is dragged without resizing the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view wants to conform to the target size of a fitting-size
    /// computation (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
}

// UIKit gives UILayoutPriority these through `_UIKitNumericRawRepresentable`.
extension UILayoutPriority: Comparable {
    /// Whether the first priority is lower than the second.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The priority raised by a value.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority raised by a value.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(lhs + rhs.rawValue)
    }

    /// The priority lowered by a value.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The difference between two priorities.
    public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
        lhs.rawValue - rhs.rawValue
    }

    /// Raises the priority by a value.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) {
        lhs.rawValue += rhs
    }

    /// Lowers the priority by a value.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
        lhs.rawValue -= rhs
    }
}
#endif
