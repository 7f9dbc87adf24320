import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.2–1.3: `below`, `above`, `rightOf` and `leftOf` take a gap; positive always
/// separates the views, and a relation qualifies the gap.
@Suite @MainActor struct RelativePositionPinTests {
    /// A root with a 100 × 40 anchor view at (x, y).
    func scene(anchorAt x: CGFloat, _ y: CGFloat, rightToLeft: Bool = false) -> (root: UIView, anchor: UIView, view: UIView) {
        let root = rootView()
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let anchor = add(IntrinsicView(100, 40), to: root), view = add(IntrinsicView(50, 20), to: root)
        anchor.pushPins([.left(x), .top(y)])
        return (root, anchor, view)
    }

    @Test func below() {
        let (root, anchor, view) = scene(anchorAt: 10, 10)
        let line = #line; let constraints = view.pushPins([.below(8), .left(0)], relativeTo: anchor)
        #expect(fields(constraints.first) == expected(view, .top, .equal, anchor, .bottom, constant: 8, id: id(line, "pin.below")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 58, width: 50, height: 20))
    }

    @Test func above() {
        let (root, anchor, view) = scene(anchorAt: 10, 200)
        let line = #line; let constraints = view.pushPins([.above(8), .left(0)], relativeTo: anchor)
        #expect(fields(constraints.first) == expected(view, .bottom, .equal, anchor, .top, constant: -8, id: id(line, "pin.above")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 172, width: 50, height: 20))
    }

    @Test func rightOf() {
        let (root, anchor, view) = scene(anchorAt: 10, 10)
        let line = #line; let constraints = view.pushPins([.rightOf(8), .top(0)], relativeTo: anchor)
        #expect(fields(constraints.first) == expected(view, .leading, .equal, anchor, .trailing, constant: 8, id: id(line, "pin.rightOf")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 118, y: 10, width: 50, height: 20))
    }

    @Test func leftOf() {
        let (root, anchor, view) = scene(anchorAt: 200, 10)
        let line = #line; let constraints = view.pushPins([.leftOf(8), .top(0)], relativeTo: anchor)
        #expect(fields(constraints.first) == expected(view, .trailing, .equal, anchor, .leading, constant: -8, id: id(line, "pin.leftOf")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 142, y: 10, width: 50, height: 20))
    }

    @Test func rightOfFollowsReadingOrderRightToLeft() {
        let (root, anchor, view) = scene(anchorAt: 200, 10, rightToLeft: true)
        view.pushPins([.rightOf(8), .top(0)], relativeTo: anchor)
        root.layoutIfNeeded()
        // After the anchor in reading order: 8 points to its left (anchor spans 200…300).
        #expect(view.frame == CGRect(x: 142, y: 10, width: 50, height: 20))
    }

    @Test func leftOfFollowsReadingOrderRightToLeft() {
        let (root, anchor, view) = scene(anchorAt: 200, 10, rightToLeft: true)
        view.pushPins([.leftOf(8), .top(0)], relativeTo: anchor)
        root.layoutIfNeeded()
        // Before the anchor in reading order: 8 points to its right.
        #expect(view.frame == CGRect(x: 308, y: 10, width: 50, height: 20))
    }

    @Test func aRelationOnAboveQualifiesTheGap() {
        let (root, anchor, view) = scene(anchorAt: 10, 200)
        let line = #line; let constraints = view.pushPins([Pin.above(8).relation(.greaterThanOrEqual), .left(0), Pin.bottom(0).priority(.defaultLow)], relativeTo: anchor)
        // At least 8 points apart: view.bottom ≤ anchor.top − 8.
        #expect(fields(constraints.first) == expected(view, .bottom, .lessThanOrEqual, anchor, .top, constant: -8, id: id(line, "pin.above")))
        root.layoutIfNeeded()
        // The low-priority pull towards the anchor's bottom (240) stops at the minimum gap.
        #expect(view.frame == CGRect(x: 10, y: 172, width: 50, height: 20))
    }

    @Test func aGreaterGapIsAllowed() {
        let (root, anchor, view) = scene(anchorAt: 10, 200)
        view.pushPins([Pin.above(8).relation(.greaterThanOrEqual), .left(0)], relativeTo: anchor)
        view.pushPin(Pin.top(0).priority(.defaultLow))
        root.layoutIfNeeded()
        // Pulled to the top of the root: the gap grows to 180.
        #expect(view.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
    }

    @Test func aRelationOnLeftOfQualifiesTheGap() {
        let (root, anchor, view) = scene(anchorAt: 200, 10)
        let line = #line; let constraints = view.pushPins([Pin.leftOf(8).relation(.greaterThanOrEqual), .top(0), Pin.trailing(0).priority(.defaultLow)], relativeTo: anchor)
        #expect(fields(constraints.first) == expected(view, .trailing, .lessThanOrEqual, anchor, .leading, constant: -8, id: id(line, "pin.leftOf")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 142, y: 10, width: 50, height: 20))
    }

    @Test func aRelationOnBelowAndRightOfIsKept() {
        let (root, anchor, view) = scene(anchorAt: 10, 10)
        let constraints = view.pushPins([Pin.below(8).relation(.greaterThanOrEqual), Pin.rightOf(4).relation(.lessThanOrEqual)], relativeTo: anchor)
        #expect(constraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(constraints.map(\.constant) == [8, 4])
        #expect(constraints.allSatisfy { constraint in root.constraints.contains { $0 === constraint } })
    }

    @Test func aNewConstantKeepsTheGapMeaning() {
        #expect(Pin.above(8).constant(12).constraintDescription.constant == -12)
        #expect(Pin.leftOf(0).constant(5).constraintDescription.constant == -5)
        #expect(Pin.below(1).constant(3).constraintDescription.constant == 3)
        #expect(Pin.rightOf(1).constant(3).constraintDescription.constant == 3)
        // The relation set before or after the constant: the same constraint.
        #expect(Pin.above(8).relation(.greaterThanOrEqual).constant(12) == Pin.above(8).constant(12).relation(.greaterThanOrEqual))
    }

    @Test func gapPinsWithAnotherAttribute() {
        let (root, anchor, view) = scene(anchorAt: 10, 100)
        let line = #line; let constraint = view.pushPin(Pin.below(5).toAttribute(.top), relativeTo: anchor)
        view.pushPin(.left(0), relativeTo: anchor)
        #expect(fields(constraint) == expected(view, .top, .equal, anchor, .top, constant: 5, id: id(line, "pin.below")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 105, width: 50, height: 20))
    }
}
