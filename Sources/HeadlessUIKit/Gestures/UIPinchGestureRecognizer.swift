#if !canImport(UIKit)
import Foundation

/// A continuous gesture: two fingers pinching. A test sets `scale` and plays the states.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the fingers' first distance; 1 by default.
    open var scale: CGFloat = 1
    /// The scale's rate of change per second, as set by a test.
    open var velocity: CGFloat { headlessVelocity }
    /// The velocity `velocity` reports.
    public var headlessVelocity: CGFloat = 0

    /// Returns the scale to 1.
    open override func reset() {
        super.reset()
        scale = 1
        headlessVelocity = 0
    }
}

/// A continuous gesture: two fingers turning. A test sets `rotation` and plays the states.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians; 0 by default.
    open var rotation: CGFloat = 0
    /// The rotation's rate in radians per second, as set by a test.
    open var velocity: CGFloat { headlessVelocity }
    /// The velocity `velocity` reports.
    public var headlessVelocity: CGFloat = 0

    /// Returns the rotation to 0.
    open override func reset() {
        super.reset()
        rotation = 0
        headlessVelocity = 0
    }
}
#endif
