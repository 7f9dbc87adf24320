#if !canImport(UIKit)
import Foundation

extension UIView {
    private static var animationsEnabled = true
    private static var inheritedDuration: TimeInterval = 0

    /// Whether animations run; true by default.
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations turned off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = previous }
        actionsWithoutAnimation()
    }

    /// The duration of the animation block being run; 0 outside any animation.
    public class var inheritedAnimationDuration: TimeInterval { inheritedDuration }

    /// Runs `animations` at once with `inheritedAnimationDuration` equal to `duration`, records the
    /// animation in `HeadlessEnvironment.animationLog` and calls `completion(true)` on the next
    /// turn of `HeadlessRunLoop.main` (<doc:Hooks#Animation>).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        runAnimation(HeadlessAnimationRecord(duration: duration, delay: delay, options: options), animations, completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without delay and options.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// A spring animation by damping ratio: the final state at once, recorded with its spring.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: delay, options: options)
        record.kind = .spring(dampingRatio: dampingRatio, velocity: velocity)
        runAnimation(record, animations, completion)
    }

    /// A spring animation by duration and bounce (iOS 17): the final state at once, recorded.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: delay, options: options)
        record.kind = .springBounce(bounce: bounce, velocity: initialSpringVelocity)
        runAnimation(record, animations, completion)
    }

    /// A transition of `view`'s content (flip, curl, cross-dissolve): the changes at once,
    /// recorded.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: 0, options: options)
        record.kind = .transition
        runAnimation(record, animations ?? {}, completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), at once, recorded.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: 0, options: options)
        record.kind = .transition
        runAnimation(record, {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let superview = fromView.superview { superview.addSubview(toView) }
                fromView.removeFromSuperview()
            }
        }, completion)
    }

    /// A keyframe animation: its keyframes (`addKeyframe`) run at once in the order added, the
    /// last state kept; recorded.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: delay, options: UIView.AnimationOptions(rawValue: options.rawValue))
        record.kind = .keyframes
        runAnimation(record, animations, completion)
    }

    /// One keyframe of the enclosing keyframe animation: its changes at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping @MainActor () -> Void
    ) {
        animations()
    }

    /// Applies an animation's changes at once with `inheritedAnimationDuration` set, records
    /// it, and calls the completion with true on the next turn of the run loop.
    private class func runAnimation(
        _ record: HeadlessAnimationRecord, _ animations: @MainActor () -> Void, _ completion: (@MainActor (Bool) -> Void)?
    ) {
        applyRecorded(record, animations)
        if let completion { HeadlessRunLoop.main.async { completion(true) } }
    }

    /// Records `record` in the animation log and applies `animations` at once with
    /// `inheritedAnimationDuration` set to its duration (0 while animations are off).
    class func applyRecorded(_ record: HeadlessAnimationRecord, _ animations: @MainActor () -> Void) {
        HeadlessEnvironment.animationLog.append(record)
        let previous = inheritedDuration
        inheritedDuration = animationsEnabled ? record.duration : 0
        animations()
        inheritedDuration = previous
    }
}

#endif
