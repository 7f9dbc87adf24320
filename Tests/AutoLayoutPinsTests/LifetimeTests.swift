import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.4 step 6: the pin registry keeps no view alive and lets go of a dead view's
/// constraints.
@Suite @MainActor struct LifetimeTests {
    @Test func viewsAndTheirInactiveConstraintsAreReleased() {
        let root = rootView()
        weak var weakView: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let view = add(UIView(), to: root)
            weakConstraint = view.pushPin(Pin.top(0).isActive(false))
            view.pushPin(.left(0))
            weakView = view
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
        // The next push drops the records of views that no longer exist.
        add(UIView(), to: root).pushPin(.top(0))
        #expect(weakConstraint == nil)
    }
}
