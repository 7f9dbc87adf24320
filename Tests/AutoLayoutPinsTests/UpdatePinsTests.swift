import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.6: `updatePins` matches on first item, first attribute, second item, second
/// attribute and relation; it changes constants and activation, never creates, never crashes.
@Suite @MainActor struct UpdatePinsTests {
    @Test func updatesTheConstantsOfMatchingConstraints() {
        let root = rootView(), view = add(UIView(), to: root)
        let pushed = view.pushPins([.leading(0), .trailing(0), .top(0), .bottom(0)])
        let report = view.updatePins([.leading(10), .bottom(-20)])
        #expect(report.updated.count == 2 && report.updated[0] === pushed[0] && report.updated[1] === pushed[3])
        #expect(report.missed.isEmpty)
        #expect(pushed.map(\.constant) == [10, 0, 0, -20])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 390, height: 280))
    }

    @Test func theKeyIgnoresMultiplierPriorityAndIdentifier() {
        let root = rootView(), view = add(UIView(), to: root)
        let pushed = view.pushPin(Pin.width(0).multiplier(0.5).priority(0.75).identifier("half"))
        let reported = diagnostics { #expect(view.updatePins([.width(10)]).updated.first === pushed) }
        #expect(reported.isEmpty)
        #expect(fields(pushed) == expected(view, .width, .equal, root, .width, multiplier: 0.5, constant: 10, priority: 750, id: "half"))
    }

    @Test func theRelationIsPartOfTheKey() {
        let root = rootView(), view = add(UIView(), to: root)
        let pushed = view.pushPin(Pin.width(20).relation(.greaterThanOrEqual))
        var report = PinUpdateReport()
        let line = #line; let reported = diagnostics { report = view.updatePins([.width(0)]) }
        #expect(reported.map(\.kind) == [.pinUpdateMiss])
        #expect(reported.first?.line == UInt(line))
        #expect(reported.first?.message.contains("UIView.width == UIView.width") == true)
        #expect(report.updated.isEmpty && report.missed == [.width(0)])
        #expect(pushed.constant == 20)
        #expect(view.updatePins([Pin.width(0).relation(.greaterThanOrEqual)]).updated.first === pushed)
        #expect(pushed.constant == 0)
    }

    @Test func theSecondAttributeIsPartOfTheKey() {
        let root = rootView(), view = add(UIView(), to: root)
        let pushed = view.pushPin(Pin.top(16).toAttribute(.bottom))
        let reported = diagnostics { view.updatePins([.top(4)]) }
        #expect(reported.map(\.kind) == [.pinUpdateMiss])
        view.updatePins([Pin.top(4).toAttribute(.bottom)])
        #expect(pushed.constant == 4)
    }

    @Test func theSecondItemIsPartOfTheKey() {
        let root = rootView(), other = add(UIView(), to: root), view = add(UIView(), to: root)
        let pushed = view.pushPin(.leading(0), relativeTo: other)
        let reported = diagnostics { #expect(view.updatePins([.leading(5)]).missed == [.leading(5)]) }
        #expect(reported.map(\.kind) == [.pinUpdateMiss])
        #expect(view.updatePins([.leading(5)], relativeTo: other).updated.first === pushed)
        #expect(pushed.constant == 5)
    }

    @Test func gapPinsUpdateWithTheirGapSemantics() {
        let root = rootView(), anchor = add(IntrinsicView(100, 40), to: root), view = add(IntrinsicView(50, 20), to: root)
        anchor.pushPins([.left(200), .top(100)])
        let pushed = view.pushPins([.above(8), Pin.trailing(0).priority(.defaultLow), Pin.leftOf(0).relation(.greaterThanOrEqual)], relativeTo: anchor)
        let report = view.updatePins([.above(20), Pin.leftOf(6).relation(.greaterThanOrEqual)], relativeTo: anchor)
        #expect(report.missed.isEmpty)
        #expect(pushed[0].constant == -20 && pushed[2].constant == -6)
        root.layoutIfNeeded()
        // 20 above the anchor (top 100) and at least 6 to its left (leading 200).
        #expect(view.frame == CGRect(x: 144, y: 60, width: 50, height: 20))
    }

    @Test func constantPinsMatchConstraintsWithoutASecondItem() {
        let root = rootView(), view = add(UIView(), to: root)
        view.pushPins([.top(0), .left(0), .widthConstant(10), .heightConstant(30)])
        let report = view.updatePins([.heightConstant(50), .widthConstant(20)], relativeTo: root)
        #expect(report.updated.count == 2 && report.missed.isEmpty)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 50))
    }

    @Test func findsConstraintsThatWerePushedInactive() {
        let root = rootView(), view = add(IntrinsicView(50, 20), to: root)
        let pushed = view.pushPins([.left(0), .top(0).isActive(false)])
        #expect(!pushed[1].isActive)
        let report = view.updatePins([.top(10)])
        #expect(report.updated.first === pushed[1])
        #expect(pushed[1].isActive && pushed[1].constant == 10)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
    }

    @Test func deactivatesWithIsActiveFalse() {
        let root = rootView(), view = add(IntrinsicView(50, 20), to: root)
        let pushed = view.pushPins([.left(0), .top(10), Pin.top(40).priority(0.5)])
        view.updatePins([Pin.top(10).isActive(false)])
        // Both top constraints match (priorities are not part of the key).
        #expect(!pushed[1].isActive && !pushed[2].isActive)
        view.updatePins([.top(40)])
        #expect(pushed[1].isActive && pushed[2].isActive)
        #expect(pushed[2].priority.rawValue == 500)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 40, width: 50, height: 20))
    }

    @Test func theLastPinForAConstraintDecidesItsActivation() {
        let root = rootView(), view = add(UIView(), to: root)
        let pushed = view.pushPin(Pin.top(0).isActive(false))
        view.updatePins([.top(3), Pin.top(5).isActive(false)])
        #expect(!pushed.isActive && pushed.constant == 5)
        view.updatePins([Pin.top(3).isActive(false), .top(5)])
        #expect(pushed.isActive && pushed.constant == 5)
    }

    @Test func everyMatchIsUpdatedOnce() {
        let root = rootView(), view = add(UIView(), to: root)
        let pushed = view.pushPins([Pin.top(0).priority(0.25), Pin.top(0).priority(0.5)])
        let report = view.updatePins([.top(7), .top(9)])
        #expect(report.updated.count == 2)
        #expect(pushed.map(\.constant) == [9, 9])
    }

    @Test func findsConstraintsMadeWithoutPins() {
        let root = rootView(), view = add(UIView(), to: root)
        view.translatesAutoresizingMaskIntoConstraints = false
        let plain = NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0)
        plain.isActive = true
        #expect(view.updatePins([.top(12)]).updated.first === plain)
        #expect(plain.constant == 12)
    }

    @Test func missesCreateNothing() {
        let root = rootView(), view = add(UIView(), to: root)
        view.pushPins([.top(0)])
        let before = root.constraints.count
        var report = PinUpdateReport()
        let reported = diagnostics { report = view.updatePins([.bottom(0), .widthConstant(3), .top(1)]) }
        #expect(reported.map(\.kind) == [.pinUpdateMiss, .pinUpdateMiss])
        #expect(report.missed == [.bottom(0), .widthConstant(3)] && report.updated.count == 1)
        #expect(root.constraints.count == before && view.constraints.isEmpty)
    }

    @Test func noSecondItemMissesEverything() {
        let view = UIView()
        var report = PinUpdateReport()
        let reported = diagnostics { report = view.updatePins([.top(0), .leading(0)]) }
        #expect(reported.map(\.kind) == [.pinNoSecondItem])
        #expect(report.missed == [.top(0), .leading(0)] && report.updated.isEmpty)
    }

    @Test func invalidPinsAreReportedAndMissed() {
        let root = rootView(), view = add(UIView(), to: root)
        var report = PinUpdateReport()
        let reported = diagnostics { report = view.updatePins([Pin.top(0).toAttribute(.width)]) }
        #expect(reported.map(\.kind) == [.pinInvalid])
        #expect(report.missed == [Pin.top(0).toAttribute(.width)])
    }
}
