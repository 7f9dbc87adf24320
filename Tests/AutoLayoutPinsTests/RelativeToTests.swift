import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.5: `relativeTo` replaces the superview for every pin except the constant pins;
/// constraints are installed on the closest common ancestor.
@Suite @MainActor struct RelativeToTests {
    @Test func aSibling() {
        let root = rootView(), other = add(IntrinsicView(100, 40), to: root), view = add(UIView(), to: root)
        other.pushPins([.left(30), .top(20)])
        let line = #line; let constraints = view.pushPins([.leading(0), .width(0), .height(0), .below(16)], relativeTo: other)
        #expect(constraints.map(fields) == [
            expected(view, .leading, .equal, other, .leading, id: id(line, "pin.leading")),
            expected(view, .width, .equal, other, .width, id: id(line, "pin.width")),
            expected(view, .height, .equal, other, .height, id: id(line, "pin.height")),
            expected(view, .top, .equal, other, .bottom, constant: 16, id: id(line, "pin.below")),
        ])
        #expect(constraints.allSatisfy { constraint in root.constraints.contains { $0 === constraint } })
        #expect(other.translatesAutoresizingMaskIntoConstraints == false) // pushed itself above
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 76, width: 100, height: 40))
    }

    @Test func theOtherViewKeepsItsAutoresizingFlag() {
        let root = rootView(), other = add(UIView(), to: root), view = add(UIView(), to: root)
        view.pushPin(.top(0), relativeTo: other)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(other.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aCousin() {
        let root = rootView()
        let left = add(UIView(), to: root), right = add(UIView(), to: root)
        left.pushPins([.left(0), .top(0), .widthConstant(100), .heightConstant(100)])
        right.pushPins([.left(200), .top(50), .widthConstant(100), .heightConstant(100)])
        let a = add(IntrinsicView(20, 20), to: left), b = add(IntrinsicView(20, 20), to: right)
        a.pushPins([.left(5), .top(5)])
        let constraint = b.pushPin(.top(10), relativeTo: a)
        b.pushPin(.left(0))
        #expect(root.constraints.contains { $0 === constraint })
        root.layoutIfNeeded()
        // a.top is 5 in root coordinates; b.top = 15 there, −35 inside `right`.
        #expect(b.frame == CGRect(x: 0, y: -35, width: 20, height: 20))
    }

    @Test func anAncestor() {
        let root = rootView(), container = add(UIView(), to: root), view = add(IntrinsicView(20, 20), to: container)
        container.pushPins([.left(50), .top(50), .widthConstant(100), .heightConstant(100)])
        let constraints = view.pushPins([.top(4), .left(4)], relativeTo: root)
        #expect(constraints.allSatisfy { constraint in root.constraints.contains { $0 === constraint } })
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: -46, y: -46, width: 20, height: 20))
    }

    @Test func aDescendant() {
        let root = rootView(), container = add(UIView(), to: root), child = add(UIView(), to: container)
        child.pushPins([.widthConstant(120), .heightConstant(30), .top(0), .left(0)])
        let constraints = container.pushPins([.width(0), .height(10)], relativeTo: child)
        container.pushPins([.top(0), .left(0)])
        #expect(constraints.allSatisfy { constraint in container.constraints.contains { $0 === constraint } })
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    }
}
