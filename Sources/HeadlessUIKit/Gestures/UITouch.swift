#if !canImport(UIKit)
import Foundation

/// A finger on the screen. Headless views receive no touches, so touches exist for the
/// signatures that take one (a test may build one to call a delegate method itself).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger rests.
        case stationary
        /// The finger left the screen.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The view the touch began in.
    open var view: UIView? { touchedView }
    /// The phase; `.began` for a touch made by a test.
    open private(set) var phase: Phase = .began
    /// How many times the finger tapped; 1 for a touch made by a test.
    open private(set) var tapCount = 1
    private var touchedView: UIView? {
        get { touchedViewReference?.view }
        set { touchedViewReference = newValue?.itemReference }
    }
    private var touchedViewReference: HeadlessItemReference?
    private var point: CGPoint

    /// Creates a touch, made by a test, at `point` in `view`'s coordinates.
    public init(headlessView view: UIView, at point: CGPoint, phase: Phase = .began) {
        touchedViewReference = view.itemReference
        self.point = point
        self.phase = phase
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        touchedView?.convert(point, to: view) ?? point
    }

    /// The previous location: the current one (a headless touch does not move).
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
#endif
