#if !canImport(UIKit)
import Foundation

// The appearance cycle. A controller appears when it becomes a window's root or is presented,
// and its children appear with it when their views are in its hierarchy: `viewWillAppear`,
// `viewIsAppearing` now, `viewDidAppear` after the next layout pass.
extension UIViewController {
    /// Starts the appearance of this controller and of the children whose views are in its
    /// view's hierarchy.
    func beginAppearance() {
        for controller in appearingTree where controller.appearance != .appeared {
            controller.appearance = .appearing
            controller.viewWillAppear(false)
            controller.viewIsAppearing(false)
            controller.appearanceCompletes = true
        }
    }

    /// Finishes appearances begun before the layout pass that just ended.
    func completeAppearance() {
        for controller in controllerTree where controller.appearanceCompletes {
            controller.appearanceCompletes = false
            controller.appearance = .appeared
            controller.viewDidAppear(false)
        }
    }

    /// Runs the disappearance of this controller and its children at once.
    func runDisappearance() {
        for controller in appearingTree where controller.appearance != .disappeared {
            controller.appearance = .disappearing
            controller.viewWillDisappear(false)
        }
        for controller in appearingTree where controller.appearance == .disappearing {
            controller.appearanceCompletes = false
            controller.appearance = .disappeared
            controller.viewDidDisappear(false)
        }
    }

    /// This controller and its descendants whose views lie in its view's hierarchy.
    private var appearingTree: [UIViewController] {
        guard let root = storedView else { return [self] }
        return [self] + storedChildren.filter { $0.storedView?.isDescendant(of: root) == true }.flatMap(\.appearingTree)
    }
}

extension UIView {
    /// The window's controllers learn that a layout pass ended: pending appearances complete.
    func layoutPassDidEnd() {
        guard let window = self as? UIWindow, let root = window.rootViewController else { return }
        root.completeAppearance()
    }
}
#endif
