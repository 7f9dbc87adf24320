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
        HeadlessEnvironment.animationLog.append(HeadlessAnimationRecord(duration: duration, delay: delay, options: options))
        let previous = headlessInheritedDuration
        headlessInheritedDuration = headlessAnimationsEnabled ? duration : 0
        animations()
        headlessInheritedDuration = previous
        if let completion { HeadlessRunLoop.main.async { completion(true) } }
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without delay and options.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }
}

/// One animation started with `UIView.animate`.
public struct HeadlessAnimationRecord: Equatable, Sendable {
    /// The duration in seconds.
    public var duration: TimeInterval
    /// The delay in seconds.
    public var delay: TimeInterval
    /// The options.
    public var options: UIView.AnimationOptions

    /// Creates a record.
    public init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.duration = duration
        self.delay = delay
        self.options = options
    }
}

extension HeadlessEnvironment {
    /// Every animation started with `UIView.animate`, oldest first; tests may clear it.
    public static var animationLog: [HeadlessAnimationRecord] = []
}
#endif
