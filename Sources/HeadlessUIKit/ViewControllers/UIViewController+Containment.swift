#if !canImport(UIKit)
import Foundation

// Child view controllers (UIKit's containment rules: `addChild` calls `willMove(toParent:)`,
// `removeFromParent` calls `didMove(toParent: nil)`; the container calls the other two).
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

    /// This controller and every controller below it: children, then what they present.
    var controllerTree: [UIViewController] {
        [self] + storedChildren.flatMap(\.controllerTree) + (storedPresentedViewController?.controllerTree ?? [])
    }
}
#endif
