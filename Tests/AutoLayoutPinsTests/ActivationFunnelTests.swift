import AutoLayoutConvenience
import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §0.4: pin constraints are activated through `ConstraintsList.activate(_:for:)`, so
/// an enclosing group collects them instead of activating them at once.
@Suite @MainActor struct ActivationFunnelTests {
    @Test func pushedPinsReachTheFunnel() {
        let root = rootView(), view = add(UIView(), to: root)
        var pushed: [NSLayoutConstraint] = []
        var activeInsideTheGroup = true
        let list = ConstraintsList.grouped({
            pushed = view.pushPins([.top(0), .left(0), Pin.width(0).isActive(false)])
            activeInsideTheGroup = pushed.contains(where: \.isActive)
        }, for: view)
        #expect(!activeInsideTheGroup)
        #expect(list.all.count == 2 && list.all[0] === pushed[0] && list.all[1] === pushed[1])
        #expect(list.isActive && pushed[0].isActive && pushed[1].isActive && !pushed[2].isActive)
    }

    @Test func activationsByUpdatePinsReachTheFunnel() {
        let root = rootView(), view = add(UIView(), to: root)
        let pushed = view.pushPin(Pin.top(0).isActive(false))
        let list = ConstraintsList.grouped({ view.updatePins([.top(5)]) }, for: view)
        #expect(list.all.count == 1 && list.all.first === pushed)
        #expect(pushed.isActive && pushed.constant == 5)
    }
}
