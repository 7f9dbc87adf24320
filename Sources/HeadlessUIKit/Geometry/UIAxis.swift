#if !canImport(UIKit)
import Foundation

/// The axes of a layout, as a set: horizontal, vertical or both.
public struct UIAxis: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt

    /// A set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Left to right.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Top to bottom.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
#endif
