import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.8: every example of the IBSimpleLayout README, as written (with
/// `.greatherThanOrEqual` spelled `.greaterThanOrEqual` and `: [Pin]` on the unannotated
/// arrays), and the layout it describes. The root is 400 × 300 with margins of 8.
@Suite @MainActor struct ReadmeExampleTests {
    /// A root with `view` and `otherView`; `otherView` is 100 × 40 at (30, 20).
    func scene() -> (root: UIView, view: UIView, otherView: UIView) {
        let root = rootView(), otherView = add(UIView(), to: root), view = add(UIView(), to: root)
        otherView.pushPins([.left(30), .top(20), .widthConstant(100), .heightConstant(40)])
        return (root, view, otherView)
    }

    @Test func fillTheParent() {
        let root = rootView(), view = add(UIView(), to: root)
        // Make a child view's edges match the edge's of its parent
        view.pushPins([.leading(0.0), .trailing(0.0), .top(0.0), .bottom(0.0)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func centredNarrowerWithAConstantHeight() {
        let root = rootView(), view = add(UIView(), to: root)
        // view should be centered in its parent, be 16.0 pts smaller in width than its parent,
        // and should have a constant height of 50.0
        view.pushPins([.centerX(0.0), .centerY(0.0), .width(-16.0), .heightConstant(50.0)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 125, width: 384, height: 50))
    }

    @Test func deviatingFromTheDefaults() {
        let root = rootView(), view = add(UIView(), to: root)
        // The order of the function calls doesn't matter
        let line = #line; view.pushPin(Pin.width(20.0).relation(.greaterThanOrEqual).multiplier(1.2).toAttribute(.height).priority(0.5))
        #expect(fields(root.constraints.first { $0.firstItem === view }) == expected(
            view, .width, .greaterThanOrEqual, root, .height, multiplier: 1.2, constant: 20, priority: 500, id: id(line, "pin.width")))
        view.pushPins([.top(0), .left(0), .heightConstant(10), Pin.widthConstant(0).priority(0.25)])
        root.layoutIfNeeded()
        // width ≥ 1.2 × 300 + 20 at priority 500, above a weaker wish for no width.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 380, height: 10))
    }

    @Test func relativeToAnotherView() {
        let (root, view, otherView) = scene()
        // Position view relative to otherView instead of relative to its parent view
        view.pushPins([.leading(0.0), .width(0.0), .height(0.0)], relativeTo: otherView)
        view.pushPin(Pin.top(16.0).toAttribute(.bottom), relativeTo: otherView)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 76, width: 100, height: 40))
    }

    @Test func belowAnotherView() {
        let (root, view, otherView) = scene()
        view.pushPins([.leading(0.0), .width(0.0), .height(0.0), .below(16.0)], relativeTo: otherView)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 76, width: 100, height: 40))
    }

    @Test func leftOfAndRightOf() {
        let (root, view, otherView) = scene()
        let third = add(UIView(), to: root)
        view.pushPins([.rightOf(10.0), .top(0.0), .width(0.0), .height(0.0)], relativeTo: otherView)
        third.pushPins([.leftOf(10.0), .top(0.0), .width(0.0), .height(0.0)], relativeTo: view)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 140, y: 20, width: 100, height: 40))
        #expect(third.frame == CGRect(x: 30, y: 20, width: 100, height: 40))
    }

    @Test func marginPins() {
        let root = rootView(), view = add(UIView(), to: root)
        // Set the view's leading and trailing edges equal to the parent view's leading and trailing margins.
        // Set the view's top edge to 12.0 points below the the parent's top margin.
        // Set the view's bottom edge to 12 points above the parent's bottom margin.
        view.pushPins([.leadingMargin(0.0), .trailingMargin(0.0), .topMargin(12.0), .bottomMargin(-12.0)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 20, width: 384, height: 260))

        view.updatePins([.leadingMargin(16.0), .trailingMargin(-16.0)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 24, y: 20, width: 352, height: 260))
    }

    @Test func updatingAModifiedPin() {
        let (root, view, otherView) = scene()
        view.pushPins([.top(0), .left(0), .heightConstant(10), Pin.widthConstant(0).priority(0.25)])
        // Set the width to 20.0 greater than or equal to the height of the otherView
        view.pushPin(Pin.width(20.0).relation(.greaterThanOrEqual).toAttribute(.height), relativeTo: otherView)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 10))

        // Change the width to greater than or equal to the height of the otherView
        let reported = diagnostics {
            view.updatePins([Pin.width(0.0).relation(.greaterThanOrEqual).toAttribute(.height)], relativeTo: otherView)
        }
        #expect(reported.isEmpty)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func keepingTheConstraint() {
        let (root, view, otherView) = scene()
        view.pushPins([.top(0), .left(0), .heightConstant(10), Pin.widthConstant(0).priority(0.25)])
        // Declare the property...
        var constraint: NSLayoutConstraint

        // Assign to the property during some setup phase...
        constraint = view.pushPin(Pin.width(20.0).relation(.greaterThanOrEqual).toAttribute(.height), relativeTo: otherView)

        // Sometime later, update the constraint...
        constraint.constant = 0.0
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func referencingConstraints() {
        let root = rootView(), view = add(UIView(), to: root)
        // The array of push pins result in an array of constraints that are in
        // the same order as the pins used to create them.
        let line = #line; let sizeConstraints: [NSLayoutConstraint] = view.pushPins([.width(0.0), .height(10.0)])

        // A single constraint is returned for the constraint of the top of view to the top of its parent view.
        let topConstraint: NSLayoutConstraint = view.pushPin(.top(16.0))
        #expect(sizeConstraints.map(fields) == [
            expected(view, .width, .equal, root, .width, id: id(line, "pin.width")),
            expected(view, .height, .equal, root, .height, constant: 10, id: id(line, "pin.height")),
        ])
        #expect(fields(topConstraint) == expected(view, .top, .equal, root, .top, constant: 16, id: id(line + 3, "pin.top")))
        view.pushPin(.left(0.0))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 16, width: 400, height: 310))
    }

    @Test func predefinedPinSets() {
        let root = rootView()
        let container1 = add(UIView(), to: root), container2 = add(UIView(), to: root)
        container1.pushPins([.top(0), .left(0), .widthConstant(200), .heightConstant(100)])
        container2.pushPins([.top(100), .left(0), .widthConstant(400), .heightConstant(200)])
        let view1 = add(UIView(), to: container1), view2 = add(UIView(), to: container2)

        let zeroMarginPins: [Pin] = [.leading(0.0), .trailing(0.0), .top(0.0), .bottom(0.0)]
        let standardMarginPins: [Pin] = [.leading(16.0), .trailing(-16.0), .top(16.0), .bottom(-16.0)]

        // Initially, we can setup views to fill their parent views
        view1.pushPins(zeroMarginPins)
        view2.pushPins(zeroMarginPins)
        root.layoutIfNeeded()
        #expect(view1.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view2.frame == CGRect(x: 0, y: 0, width: 400, height: 200))

        // Later, perhaps after a user action, we can change the views to have margins within their parent view
        view1.updatePins(standardMarginPins)
        view2.updatePins(standardMarginPins)
        root.layoutIfNeeded()
        #expect(view1.frame == CGRect(x: 16, y: 16, width: 168, height: 68))
        #expect(view2.frame == CGRect(x: 16, y: 16, width: 368, height: 168))
    }
}
