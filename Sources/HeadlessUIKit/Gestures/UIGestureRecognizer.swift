#if !canImport(UIKit)
import Foundation

/// A gesture recognizer: typed as UIKit's, attached to a view, never fed touches.
///
/// There is no Objective-C runtime off Apple's platforms, so target–action pairs
/// (`init(target:action:)`, `addTarget(_:action:)`) cannot exist; a test registers closures
/// with `headlessAddAction(_:)` and plays a gesture with `headlessRecognize(_:at:)`. The rest
/// follows UIKit's header: actions are sent for the began, changed, ended and cancelled states,
/// never for failed; a gesture that ends, is cancelled or fails is reset to `.possible` on the
/// next turn of the run loop; a disabled recognizer, or one on a view that ignores user
/// interaction, recognizes nothing. Recognizers never affect layout.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states a gesture goes through.
    public enum State: Int, Sendable {
        /// Not recognized yet; the initial state.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture was recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches could not be recognized as the gesture.
        case failed

        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended
    }

    /// The current state; `.possible` until a gesture is played.
    open private(set) var state: State = .possible
    /// The delegate, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer recognizes gestures; true by default. Turning it off during a
    /// gesture cancels the gesture.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { move(to: .cancelled) }
        }
    }
    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView? {
        get { viewReference?.view }
        set { viewReference = newValue?.itemReference }
    }
    private var viewReference: HeadlessItemReference?
    /// Whether recognized touches are cancelled in the view; true by default.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether ended touches reach the view only after the gesture fails; true by default.
    open var delaysTouchesEnded = true
    /// Whether all touches of the gesture must be of one type; true by default.
    open var requiresExclusiveTouchType = true
    /// A name shown in debugging output.
    open var name: String?

    /// The recognizers that must fail before this one recognizes (`require(toFail:)`), while
    /// they exist (held weakly, so that two recognizers requiring each other are released).
    public var headlessRequiredToFail: [UIGestureRecognizer] { requiredToFail.compactMap(\.object) }
    private var requiredToFail: [HeadlessWeakReference<UIGestureRecognizer>] = []
    // Final, as is `headlessAddAction`: members whose types are main-actor closures stay out of
    // the class's vtable, whose entries the compiler has been seen to mangle differently in
    // different files of one build (a fresh build then fails to link).
    private final var actions: [@MainActor (UIGestureRecognizer) -> Void] = []
    /// Where the last played gesture happened, in the attached view's coordinates.
    private var playedLocation: CGPoint?

    /// Creates a recognizer without actions.
    public override init() {
        super.init()
    }

    /// Creates a recognizer from an archive; HeadlessUIKit reads nothing from it.
    public init?(coder: NSCoder) {
        super.init()
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        let reference = HeadlessWeakReference<UIGestureRecognizer>()
        reference.object = otherGestureRecognizer
        requiredToFail.append(reference)
    }

    /// The gesture's location in `view`'s coordinates (the window's when nil): the point the
    /// last played gesture was given, else the centre of the attached view.
    open func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view else { return .zero }
        let point = playedLocation ?? CGPoint(x: attached.bounds.midX, y: attached.bounds.midY)
        return attached.convert(point, to: view)
    }

    /// The number of touches of the gesture: 1 while one is being played, else 0.
    open var numberOfTouches: Int {
        state == .began || state == .changed || state == .ended ? 1 : 0
    }

    /// The location of touch `touchIndex`: `location(in:)` (a played gesture has one touch).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// Called when the recognizer returns to `.possible`; subclasses clear their gesture here.
    open func reset() {}

    /// Adds a closure called, with the recognizer, whenever the gesture begins, changes, ends
    /// or is cancelled: the headless form of a target–action pair.
    public final func headlessAddAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Plays a gesture: moves to `state` at `location` (in the attached view's coordinates;
    /// its centre when nil) as touches would, and sends the actions. A gesture starting from
    /// `.possible` asks the delegate and the view (`gestureRecognizerShouldBegin`) first and
    /// fails when either refuses. Returns whether the actions were sent.
    @discardableResult
    public func headlessRecognize(_ state: State = .recognized, at location: CGPoint? = nil) -> Bool {
        guard let view, isEnabled, view.isUserInteractionEnabled, state != .possible else { return false }
        if let location { playedLocation = location }
        if self.state == .possible, state == .began || state == .ended {
            let allowed = (delegate?.gestureRecognizerShouldBegin(self) ?? true) && view.gestureRecognizerShouldBegin(self)
            guard allowed else {
                move(to: .failed)
                return false
            }
        }
        move(to: state)
        return state != .failed
    }

    private func move(to newState: State) {
        state = newState
        if newState != .failed {
            for action in actions { action(self) }
        }
        if newState == .ended || newState == .cancelled || newState == .failed {
            HeadlessRunLoop.main.async { [weak self] in
                guard let self, self.state == newState else { return }
                self.state = .possible
                self.playedLocation = nil
                self.reset()
            }
        }
    }
}
#endif
