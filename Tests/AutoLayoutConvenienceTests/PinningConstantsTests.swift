import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.5: offsets from the box's leading and top edges, plus the rect's size.
@Suite @MainActor struct PinningConstantsTests {
    @Test func pinsARect() {
        let root = rootView(), view = UIView()
        let line = #line; let list = root.addSubview(view, pinnedAt: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(list.all.map(\.identifier) == ["leading", "top", "width", "height"].map { id(line, "pinRect.\($0)") })
        #expect(list.width.flatMap(fields) == expected(view, .width, .equal, nil, constant: 100, id: id(line, "pinRect.width")))
        #expect(list.height.flatMap(fields) == expected(view, .height, .equal, nil, constant: 40, id: id(line, "pinRect.height")))
        #expect(list.leading?.constant == 10 && list.top?.constant == 20)
        #expect(list.insets == NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 0))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
    }

    @Test func pinsARectInAnotherView() {
        let root = rootView(), other = UIView(), view = UIView()
        root.addSubview(other, pinnedAt: CGRect(x: 50, y: 60, width: 10, height: 10))
        root.addSubview(view, pinnedAt: CGRect(x: 10, y: 20, width: 100, height: 40), in: .relative(other))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 60, y: 80, width: 100, height: 40))
    }

    @Test func rectIsMeasuredFromTheLeadingEdge() {
        let root = rootView(), view = UIView()
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(view, pinnedAt: CGRect(x: 10, y: 20, width: 100, height: 40))
        root.layoutIfNeeded()
        // The distance from leading (right) to leading is 10 towards trailing: maxX = 390.
        #expect(view.frame == CGRect(x: 290, y: 20, width: 100, height: 40))
    }

    @Test func pinsAPoint() {
        let root = rootView(), view = IntrinsicView(30, 20)
        let line = #line; let list = root.addSubview(view, pinnedAt: CGPoint(x: 20, y: 10))
        #expect(list.all.map(\.identifier) == [id(line, "pinPoint.leading"), id(line, "pinPoint.top")])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 30, height: 20))
    }

    @Test func pinsAPositionAtAPoint() {
        let root = rootView(), view = IntrinsicView(30, 20)
        let line = #line; let list = root.addSubview(view, pinning: .center, at: CGPoint(x: 100, y: 100))
        #expect(list.all.map(\.identifier) == [id(line, "pinPoint.centerX"), id(line, "pinPoint.centerY")])
        #expect(list.centerX != nil && list.insets == .zero)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 85, y: 90, width: 30, height: 20))
    }

    @Test func pinsAPointInTheSafeArea() {
        let window = phoneWindow(), view = IntrinsicView(30, 20)
        window.addSubview(view, pinnedAt: CGPoint(x: 20, y: 10), in: .safeArea)
        window.layoutIfNeeded()
        // The safe area starts at y = 59.
        #expect(view.frame == CGRect(x: 20, y: 69, width: 30, height: 20))
    }
}
