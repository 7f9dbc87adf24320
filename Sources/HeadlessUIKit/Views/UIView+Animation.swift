#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Options of a view animation; HeadlessUIKit records them and applies the final state at once.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits, as in UIKit.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews as part of the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allows touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores the curve of an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Animates a transition's content as it changes.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// A transition hides and shows views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherits no options from an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    private static var headlessAnimationsEnabled = true
    private static var headlessInheritedDuration: TimeInterval = 0

    /// Whether animations run; true by default.
    public class var areAnimationsEnabled: Bool { headlessAnimationsEnabled }

    /// Turns animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { headlessAnimationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations turned off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = headlessAnimationsEnabled
        headlessAnimationsEnabled = false
        defer { headlessAnimationsEnabled = previous }
        actionsWithoutAnimation()
    }

    /// The duration of the animation block being run; 0 outside any animation.
    public class var inheritedAnimationDuration: TimeInterval { headlessInheritedDuration }

    /// Runs `animations` at once with `inheritedAnimationDuration` equal to `duration`, records the
    /// animation in `HeadlessEnvironment.animationLog` and calls `completion(true)` on the next
    /// turn of `HeadlessRunLoop.main` (uikit-model.md §14.3).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        headlessAnimate(HeadlessAnimationRecord(duration: duration, delay: delay, options: options), animations, completion)
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
        headlessAnimate(record, animations, completion)
    }

    /// A spring animation by duration and bounce (iOS 17): the final state at once, recorded.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: delay, options: options)
        record.kind = .springBounce(bounce: bounce, velocity: initialSpringVelocity)
        headlessAnimate(record, animations, completion)
    }

    /// A transition of `view`'s content (flip, curl, cross-dissolve): the changes at once,
    /// recorded.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: 0, options: options)
        record.kind = .transition
        headlessAnimate(record, animations ?? {}, completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), at once, recorded.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var record = HeadlessAnimationRecord(duration: duration, delay: 0, options: options)
        record.kind = .transition
        headlessAnimate(record, {
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
        headlessAnimate(record, animations, completion)
    }

    /// One keyframe of the enclosing keyframe animation: its changes at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping @MainActor () -> Void
    ) {
        animations()
    }

    /// Applies an animation's changes at once with `inheritedAnimationDuration` set, records
    /// it, and calls the completion with true on the next turn of the run loop.
    private class func headlessAnimate(
        _ record: HeadlessAnimationRecord, _ animations: @MainActor () -> Void, _ completion: (@MainActor (Bool) -> Void)?
    ) {
        HeadlessEnvironment.animationLog.append(record)
        let previous = headlessInheritedDuration
        headlessInheritedDuration = headlessAnimationsEnabled ? record.duration : 0
        animations()
        headlessInheritedDuration = previous
        if let completion { HeadlessRunLoop.main.async { completion(true) } }
    }
}

extension UIView {
    /// Options of a keyframe animation, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The raw bits, as in UIKit.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews as part of the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Allows touches during the animation.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inherits no options from an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth, evenly paced curve.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}

/// One animation started with `UIView.animate`.
public struct HeadlessAnimationRecord: Equatable, Sendable {
    /// The duration in seconds.
    public var duration: TimeInterval
    /// The delay in seconds.
    public var delay: TimeInterval
    /// The options (a keyframe animation's options keep their bits).
    public var options: UIView.AnimationOptions
    /// Which kind of animation it was.
    public var kind: HeadlessAnimationKind = .basic

    /// Creates a record of a basic animation.
    public init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.duration = duration
        self.delay = delay
        self.options = options
    }
}

/// The kinds of view animation, with the numbers each takes beyond duration and delay.
public enum HeadlessAnimationKind: Equatable, Sendable {
    /// `animate(withDuration:…)`.
    case basic
    /// A spring by damping ratio and initial velocity.
    case spring(dampingRatio: CGFloat, velocity: CGFloat)
    /// A spring by bounce and initial velocity (iOS 17).
    case springBounce(bounce: CGFloat, velocity: CGFloat)
    /// A view transition.
    case transition
    /// A keyframe animation.
    case keyframes
}

extension HeadlessEnvironment {
    /// Every animation started with `UIView.animate`, oldest first; tests may clear it.
    public static var animationLog: [HeadlessAnimationRecord] = []
}
#endif
