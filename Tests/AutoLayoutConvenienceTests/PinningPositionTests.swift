import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.4: `V.x(pinning) == Rx.x(to) + offset.x`, the same for y; V first.
@Suite @MainActor struct PinningPositionTests {
    /// Origins of a 100 × 50 view in a 400 × 300 superview, per position.
    static let origins: [(LayoutPosition, CGPoint, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
        (.topLeading, CGPoint(x: 0, y: 0), .leading, .top),
        (.topCenter, CGPoint(x: 150, y: 0), .centerX, .top),
        (.topTrailing, CGPoint(x: 300, y: 0), .trailing, .top),
        (.leadingCenter, CGPoint(x: 0, y: 125), .leading, .centerY),
        (.center, CGPoint(x: 150, y: 125), .centerX, .centerY),
        (.trailingCenter, CGPoint(x: 300, y: 125), .trailing, .centerY),
        (.bottomLeading, CGPoint(x: 0, y: 250), .leading, .bottom),
        (.bottomCenter, CGPoint(x: 150, y: 250), .centerX, .bottom),
        (.bottomTrailing, CGPoint(x: 300, y: 250), .trailing, .bottom),
    ]

    @Test(arguments: 0..<9) func pinsEveryPosition(index: Int) {
        let (position, origin, x, y) = Self.origins[index]
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, pinnedTo: position)
        let xName = ["leading", "centerX", "trailing"][[NSLayoutConstraint.Attribute.leading, .centerX, .trailing].firstIndex(of: x)!]
        let yName = ["top", "centerY", "bottom"][[NSLayoutConstraint.Attribute.top, .centerY, .bottom].firstIndex(of: y)!]
        #expect(list.all.map(fields) == [
            expected(view, x, .equal, root, x, id: id(line, "pin.\(xName)")),
            expected(view, y, .equal, root, y, id: id(line, "pin.\(yName)")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.origin == origin)
    }

    @Test func pinsOnePositionToAnother() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, pinning: .center, to: .topLeading, of: .superview)
        #expect(list.all.map(fields) == [
            expected(view, .centerX, .equal, root, .leading, id: id(line, "pin.centerX")),
            expected(view, .centerY, .equal, root, .top, id: id(line, "pin.centerY")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func offsetMovesTowardsTrailingForDirectionalAnchors() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(view, pinnedTo: .topLeading, offset: CGPoint(x: 10, y: 20))
        root.layoutIfNeeded()
        // Leading is the right edge; +10 moves towards trailing (left): maxX = 390.
        #expect(view.frame == CGRect(x: 290, y: 20, width: 100, height: 50))
    }

    @Test func pinsToAnotherView() {
        let root = rootView(), other = UIView(), view = IntrinsicView(20, 10)
        root.addSubview(other, pinnedAt: CGRect(x: 100, y: 50, width: 80, height: 60))
        root.addSubview(view, pinnedTo: .bottomLeading, of: .relative(other))
        root.layoutIfNeeded()
        // Bottom-leading of other is (100, 110).
        #expect(view.frame == CGRect(x: 100, y: 100, width: 20, height: 10))
    }

    @Test func constrainOnTheReceiver() {
        let root = rootView(), view = IntrinsicView(20, 10)
        root.addSubviewForAutoLayout(view)
        view.constrain(pinnedTo: .bottomTrailing, offset: CGPoint(x: -5, y: -5))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 375, y: 285, width: 20, height: 10))
    }
}
