#if !canImport(UIKit)
import Foundation

/// A discrete gesture: one or more taps of one or more fingers.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed; 1 by default.
    open var numberOfTapsRequired = 1
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}

/// A continuous gesture: a finger held down for `minimumPressDuration`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How long the finger must stay down, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the finger may move before the gesture fails; 10 by default.
    open var allowableMovement: CGFloat = 10
}
#endif
