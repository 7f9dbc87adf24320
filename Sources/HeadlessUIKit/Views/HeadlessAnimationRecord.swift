#if !canImport(UIKit)
import Foundation

/// One animation started with `UIView.animate` or a `UIViewPropertyAnimator`.
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
    /// A `UIViewPropertyAnimator` started or paused.
    case propertyAnimator
}

extension HeadlessEnvironment {
    /// Every animation started with `UIView.animate`, oldest first; tests may clear it.
    public static var animationLog: [HeadlessAnimationRecord] = []
}
#endif
