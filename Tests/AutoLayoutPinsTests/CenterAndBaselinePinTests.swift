import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.2: centre and baseline pins relate the same attribute with a raw offset.
@Suite @MainActor struct CenterAndBaselinePinTests {
    @Test func centresWithOffsets() {
        let root = rootView(), view = add(IntrinsicView(50, 20), to: root)
        let line = #line; let constraints = view.pushPins([.centerX(5), .centerY(-10)])
        #expect(constraints.map(fields) == [
            expected(view, .centerX, .equal, root, .centerX, constant: 5, id: id(line, "pin.centerX")),
            expected(view, .centerY, .equal, root, .centerY, constant: -10, id: id(line, "pin.centerY")),
        ])
        root.layoutIfNeeded()
        // Centre (200 + 5, 150 − 10).
        #expect(view.frame == CGRect(x: 180, y: 130, width: 50, height: 20))
    }

    @Test func firstBaselineToASibling() {
        let root = rootView()
        let anchor = add(IntrinsicView(100, 40), to: root), view = add(IntrinsicView(30, 20), to: root)
        anchor.pushPins([.top(10), .left(10)])
        let line = #line; let constraints = view.pushPins([.firstBaseline(4), .left(0)], relativeTo: anchor)
        #expect(fields(constraints.first) == expected(view, .firstBaseline, .equal, anchor, .firstBaseline, constant: 4, id: id(line, "pin.firstBaseline")))
        root.layoutIfNeeded()
        // Views without text have their baselines at the bottom: 50 + 4.
        #expect(view.frame == CGRect(x: 10, y: 34, width: 30, height: 20))
    }

    @Test func lastBaselineToTheSuperview() {
        let root = rootView(), view = add(IntrinsicView(30, 20), to: root)
        let line = #line; let constraint = view.pushPin(.lastBaseline(-6))
        view.pushPin(.left(0))
        #expect(fields(constraint) == expected(view, .lastBaseline, .equal, root, .lastBaseline, constant: -6, id: id(line, "pin.lastBaseline")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 274, width: 30, height: 20))
    }
}
