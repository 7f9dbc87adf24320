import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.2: edge pins use the constant as a raw offset; leading/trailing follow the
/// layout direction, left/right do not.
@Suite @MainActor struct EdgePinTests {
    @Test func edgesUseRawOffsets() {
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([.leading(10), .trailing(-20), .top(5), .bottom(-15)])
        #expect(constraints.map(fields) == [
            expected(view, .leading, .equal, root, .leading, constant: 10, id: id(line, "pin.leading")),
            expected(view, .trailing, .equal, root, .trailing, constant: -20, id: id(line, "pin.trailing")),
            expected(view, .top, .equal, root, .top, constant: 5, id: id(line, "pin.top")),
            expected(view, .bottom, .equal, root, .bottom, constant: -15, id: id(line, "pin.bottom")),
        ])
        #expect(constraints.allSatisfy { constraint in constraint.isActive && root.constraints.contains { $0 === constraint } })
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 5, width: 370, height: 280))
    }

    @Test func leadingAndTrailingFollowRightToLeft() {
        let root = rootView()
        root.semanticContentAttribute = .forceRightToLeft
        let view = add(UIView(), to: root)
        view.pushPins([.leading(10), .trailing(-20), .top(0), .bottom(0)])
        root.layoutIfNeeded()
        // Leading is the right edge: 400 − 10; trailing the left edge: 0 + 20.
        #expect(view.frame == CGRect(x: 20, y: 0, width: 370, height: 300))
    }

    @Test func leftAndRightIgnoreRightToLeft() {
        let root = rootView()
        root.semanticContentAttribute = .forceRightToLeft
        let view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([.left(10), .right(-20), .top(0), .bottom(0)])
        #expect(constraints.prefix(2).map(fields) == [
            expected(view, .left, .equal, root, .left, constant: 10, id: id(line, "pin.left")),
            expected(view, .right, .equal, root, .right, constant: -20, id: id(line, "pin.right")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 370, height: 300))
    }

    @Test func onlyTheReceiverLosesItsAutoresizingConstraints() {
        let root = rootView(), view = add(UIView(), to: root)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        view.pushPin(.top(0))
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }
}
