#if !canImport(UIKit)
import Foundation

/// A discrete gesture: a swipe in one of the allowed directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The raw bits, as in UIKit.
        public let rawValue: UInt
        /// Creates directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions; `.right` by default.
    open var direction: Direction = .right
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}
#endif
