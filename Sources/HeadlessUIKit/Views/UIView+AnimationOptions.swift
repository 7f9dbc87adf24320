#if !canImport(UIKit)
import Foundation

extension UIView {
    /// The pacing of an animation.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even.
        case linear
    }

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
#endif
