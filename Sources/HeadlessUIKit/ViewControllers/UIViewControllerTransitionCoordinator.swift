#if !canImport(UIKit)
import Foundation

/// What animations and completions alongside a size transition (rotation) receive.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The transition's duration, in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
}

/// Runs work alongside a size transition, as UIKit passes to `viewWillTransition(to:with:)`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a headless rotation: the blocks run once the window has its new size and
/// is laid out, animations first, then completions.
@MainActor final class HeadlessTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated = false
    let transitionDuration: TimeInterval = 0
    let isCancelled = false
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Whether any block was collected.
    var hasWork: Bool { !animations.isEmpty || !completions.isEmpty }

    /// Runs the collected blocks.
    func finish() {
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
    }
}
#endif
