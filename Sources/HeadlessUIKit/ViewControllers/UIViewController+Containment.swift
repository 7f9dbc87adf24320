#if !canImport(UIKit)
import Foundation

// Child view controllers (UIKit's containment rules: `addChild` calls `willMove(toParent:)`,
// `removeFromParent` calls `didMove(toParent: nil)`; the container calls the other two).
extension UIView {
    /// Puts `controller`'s view below this view's subviews, filling this view and resizing with
    /// it by its autoresizing mask, as windows and containers show the controllers they hold.
    func insertRootView(of controller: UIViewController) {
        let view = controller.view!
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = bounds
        insertSubview(view, at: 0)
    }
}

extension UIViewController {
    func addChildController(_ child: UIViewController) {
        guard child !== self, child.storedParent !== self else { return }
        child.detachFromParent()
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    func detachFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// The nearest controller above this one that is a `Container`.
    func nearestAncestor<Container: UIViewController>(_: Container.Type) -> Container? {
        var ancestor = parent
        while let controller = ancestor {
            if let container = controller as? Container { return container }
            ancestor = controller.parent
        }
        return nil
    }

    /// Places this container's bars with `placeBars`, then the view of `child` (when it shows
    /// here) at `frame(child)`, and refreshes the child's derived geometry when the bars now
    /// cover it differently.
    func layOutBars(_ placeBars: () -> Void, andChild child: UIViewController?, at frame: (UIViewController) -> CGRect) {
        guard let container = viewIfLoaded, let child, let childView = child.viewIfLoaded, childView.superview === container else {
            placeBars()
            return
        }
        let before = barInsets(forChildView: childView)
        placeBars()
        let childFrame = frame(child)
        if childView.frame != childFrame { childView.frame = childFrame }
        if barInsets(forChildView: childView) != before { childView.refreshDerivedGeometryOfSubtree() }
        // The bars may have changed before this layout (a bar hidden): the round refreshes the
        // child's safe area whatever they covered before.
        childView.noteGeometryMoved()
    }

    /// Whether this controller's view is on screen or appearing.
    var isShowing: Bool { appearance == .appeared || appearance == .appearing }

    /// Shows `child`'s view filling this container's view, under the container's own subviews,
    /// and starts its appearance when this container shows.
    func showChildView(_ child: UIViewController) {
        guard let container = viewIfLoaded, child.view.superview !== container else { return }
        container.insertRootView(of: child)
        if isShowing { child.beginAppearance() }
        container.setNeedsLayout()
    }

    /// Takes `child`'s view out of this container's view, ending its appearance.
    func hideChildView(_ child: UIViewController) {
        guard let container = viewIfLoaded, let childView = child.viewIfLoaded, childView.superview === container else { return }
        if isShowing { child.runDisappearance() }
        childView.removeFromSuperview()
    }

    /// This controller and every controller below it: children, then what they present.
    var controllerTree: [UIViewController] {
        [self] + storedChildren.flatMap(\.controllerTree) + (storedPresentedViewController?.controllerTree ?? [])
    }
}
#endif
