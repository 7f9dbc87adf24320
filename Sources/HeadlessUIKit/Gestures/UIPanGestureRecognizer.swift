#if !canImport(UIKit)
import Foundation

/// A continuous gesture: fingers dragged across the view. A test sets the translation
/// (`setTranslation(_:in:)`) and, if it needs one, `headlessVelocity`, then plays the states.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    /// The velocity `velocity(in:)` reports, in points per second in the attached view's
    /// coordinates.
    public var headlessVelocity: CGPoint = .zero
    private var translation: CGPoint = .zero

    /// The translation in `view`'s coordinates (the attached view's when nil; a translation
    /// is a length, so only scale between coordinate spaces would change it, and headless
    /// views are never scaled).
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Sets the translation, as measured in `view`'s coordinates.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    /// The velocity in points per second.
    open func velocity(in view: UIView?) -> CGPoint { headlessVelocity }

    /// Clears the translation and velocity.
    open override func reset() {
        super.reset()
        translation = .zero
        headlessVelocity = .zero
    }
}

/// A pan that starts at an edge of the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from; none by default.
    open var edges: UIRectEdge = []
}
#endif
