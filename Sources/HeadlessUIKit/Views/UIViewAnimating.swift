#if !canImport(UIKit)
import Foundation

/// Where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Started or paused.
    case active
    /// Stopped without finishing; waits for `finishAnimation(at:)`.
    case stopped
}

/// Where animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end
    /// At their start values.
    case start
    /// Wherever they were.
    case current
}

/// An object that runs, pauses, stops and finishes animations.
@MainActor public protocol UIViewAnimating: NSObjectProtocol {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards.
    var isReversed: Bool { get set }
    /// How far the animations have run, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations.
    func pauseAnimation()
    /// Stops the animations: to `.inactive` without finishing, else to `.stopped`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations may be added while it runs. UIKit's optional requirements
/// (`addAnimations`, `addCompletion`, `continueAnimation`) are not requirements here; call them
/// on `UIViewPropertyAnimator`.
@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {}
#endif
