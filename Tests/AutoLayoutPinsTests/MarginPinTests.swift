import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.2: margin pins relate the receiver's plain edge to the second item's margin edge.
@Suite @MainActor struct MarginPinTests {
    /// A root whose margins differ on every side: top 10, left 20, bottom 30, right 40.
    func rootWithMargins() -> UIView {
        let root = rootView()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        return root
    }

    @Test func absoluteMarginEdges() {
        let root = rootWithMargins(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([.leftMargin(1), .rightMargin(-2), .topMargin(3), .bottomMargin(-4)])
        #expect(constraints.map(fields) == [
            expected(view, .left, .equal, root, .leftMargin, constant: 1, id: id(line, "pin.leftMargin")),
            expected(view, .right, .equal, root, .rightMargin, constant: -2, id: id(line, "pin.rightMargin")),
            expected(view, .top, .equal, root, .topMargin, constant: 3, id: id(line, "pin.topMargin")),
            expected(view, .bottom, .equal, root, .bottomMargin, constant: -4, id: id(line, "pin.bottomMargin")),
        ])
        root.layoutIfNeeded()
        // x 20 + 1 … 360 − 2, y 10 + 3 … 270 − 4.
        #expect(view.frame == CGRect(x: 21, y: 13, width: 337, height: 253))
    }

    @Test func directionalMarginEdges() {
        let root = rootWithMargins(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([.leadingMargin(5), .trailingMargin(-5), .top(0), .bottom(0)])
        #expect(constraints.prefix(2).map(fields) == [
            expected(view, .leading, .equal, root, .leadingMargin, constant: 5, id: id(line, "pin.leadingMargin")),
            expected(view, .trailing, .equal, root, .trailingMargin, constant: -5, id: id(line, "pin.trailingMargin")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 25, y: 0, width: 330, height: 300))
    }

    @Test func directionalMarginEdgesRightToLeft() {
        let root = rootView()
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40)
        let view = add(UIView(), to: root)
        view.pushPins([.leadingMargin(5), .trailingMargin(-5), .top(0), .bottom(0)])
        root.layoutIfNeeded()
        // Leading margin on the right at 380, moved 5 towards trailing; trailing margin at 40.
        #expect(view.frame == CGRect(x: 45, y: 0, width: 330, height: 300))
    }

    @Test func centresWithinMargins() {
        let root = rootWithMargins(), view = add(IntrinsicView(50, 20), to: root)
        let line = #line; let constraints = view.pushPins([.centerXWithinMargins(5), .centerYWithinMargins(-5)])
        #expect(constraints.map(fields) == [
            expected(view, .centerX, .equal, root, .centerXWithinMargins, constant: 5, id: id(line, "pin.centerXWithinMargins")),
            expected(view, .centerY, .equal, root, .centerYWithinMargins, constant: -5, id: id(line, "pin.centerYWithinMargins")),
        ])
        root.layoutIfNeeded()
        // The margin box is x 20…360, y 10…270: centre (190 + 5, 140 − 5).
        #expect(view.frame == CGRect(x: 170, y: 125, width: 50, height: 20))
    }

    @Test func marginsOfARelativeView() {
        let root = rootView(), other = add(UIView(), to: root), view = add(UIView(), to: root)
        other.pushPins([.left(100), .top(100), .widthConstant(200), .heightConstant(100)])
        other.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let line = #line; let constraints = view.pushPins([.leftMargin(0), .rightMargin(0), .topMargin(0), .bottomMargin(0)], relativeTo: other)
        #expect(fields(constraints.first) == expected(view, .left, .equal, other, .leftMargin, id: id(line, "pin.leftMargin")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 102, y: 101, width: 194, height: 96))
    }
}
