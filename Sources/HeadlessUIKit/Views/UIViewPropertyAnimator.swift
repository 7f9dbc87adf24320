#if !canImport(UIKit)
import Foundation

/// An interruptible animation of view properties.
///
/// As with `UIView.animate`, the animations' final state is applied at once: when the animator
/// becomes active (`startAnimation()`, or `pauseAnimation()` on an inactive animator), its
/// animations run with `inheritedAnimationDuration` set and it is recorded in
/// `HeadlessEnvironment.animationLog`; animations added while it is active run at once. A
/// running animator finishes at `.end` on the next turn of the run loop: it becomes inactive and
/// calls its completions, unless `pausesOnCompletion` keeps it active, as Apple documents.
/// `stopAnimation(true)` makes it inactive without completions; `stopAnimation(false)` stops it
/// until `finishAnimation(at:)` calls the completions. Headless animations have no intermediate
/// values, so the views keep the final state whatever position an animator finishes at;
/// finishing at `.start` (or finishing a reversed animator) says so in the log.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing curve.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration in seconds.
    open private(set) var duration: TimeInterval
    /// The delay of the latest start, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Whether views take touches while animating; true by default.
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app; false by default.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and stopped; true by default.
    open var isInterruptible = true
    /// Whether a paused animator is scrubbed linearly; true by default.
    open var scrubsLinearly = true
    /// Whether a finished animator stays active without calling its completions; false by
    /// default.
    open var pausesOnCompletion = false
    /// The animator's state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animator is active and not paused.
    open private(set) var isRunning = false
    /// Whether the animations run backwards.
    open var isReversed = false
    /// How far the animations have run, from 0 to 1 (set by a test or by scrubbing).
    open var fractionComplete: CGFloat = 0

    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var options: UIView.AnimationOptions = []
    /// Counts starts, so that a finish scheduled for an earlier run is ignored.
    private var run = 0

    /// An animator with `duration` and a timing curve (required, so that
    /// `runningPropertyAnimator` returns the subclass it is called on).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator with a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, starts and returns an animator with the curve of `options`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve(of: options)))
        animator.options = options
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations; an active animator runs them at once.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        if state == .active {
            UIView.applyRecorded(record(), animation)
        } else {
            animations.append(animation)
        }
    }

    /// Adds animations that start after `delayFactor` of the remaining duration (at once
    /// headless).
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion, called with the position the animations finished at.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts, or resumes, the animations.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts, or resumes, the animations after `delay` seconds (at once headless, the delay
    /// recorded).
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            raiseException("NSInternalInconsistencyException", "It is an error to start a stopped animator; finish it first")
            return
        }
        self.delay = delay
        activate()
        isRunning = true
        scheduleFinish()
    }

    /// Pauses the animations; an inactive animator becomes active, paused.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = false
        run += 1
    }

    /// Resumes a paused animator with other timing (kept) and a duration factor.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        if let parameters { timingParameters = parameters }
        guard state == .active else { return }
        isRunning = true
        scheduleFinish()
    }

    /// Stops the animations where they are: inactive without completions, or stopped until
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        run += 1
        isRunning = false
        if withoutFinishing {
            state = .inactive
            animations = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: it becomes inactive and calls its completions with
    /// `finalPosition`. Calling it on an animator that is not stopped is a programmer error,
    /// as Apple documents: logged, state unchanged.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            raiseException("NSInternalInconsistencyException", "finishAnimation(at:) may only be called on a stopped animator")
            return
        }
        finish(at: finalPosition)
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let pending = animations
        animations = []
        UIView.applyRecorded(record()) { pending.forEach { $0() } }
    }

    private func scheduleFinish() {
        run += 1
        let scheduled = run
        // Strong, as UIKit keeps a running animator alive until it finishes.
        HeadlessRunLoop.main.async { [self] in
            guard self.run == scheduled, self.state == .active, self.isRunning else { return }
            self.fractionComplete = 1
            if self.pausesOnCompletion {
                self.isRunning = false
            } else {
                self.finish(at: self.isReversed ? .start : .end)
            }
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        if position == .start {
            writeLog(.notModelled, "HeadlessUIKit: an animator finished at its start; the views keep the animations' final state")
        }
        state = .inactive
        isRunning = false
        let finished = completions
        completions = []
        for completion in finished { completion(position) }
    }

    private func record() -> HeadlessAnimationRecord {
        var record = HeadlessAnimationRecord(duration: duration, delay: delay, options: options)
        record.kind = .propertyAnimator
        return record
    }

    private static func curve(of options: UIView.AnimationOptions) -> UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0x3)) ?? .easeInOut
    }
}
#endif
