import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.4: width and height against constants and other dimensions.
@Suite @MainActor struct DimensionTests {
    @Test func constantsAndSet() {
        let (_, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = [
            view.al.width.equal(44), view.al.height.greaterThanOrEqual(10, priority: .defaultHigh), view.al.height.lessThanOrEqual(90),
            view.al.width.set(44, relation: .lessThanOrEqual),
        ]
        #expect(cs.map(fields) == [
            expected(view, .width, .equal, nil, constant: 44, id: id(line + 1, "anchors.equal.width")),
            expected(view, .height, .greaterThanOrEqual, nil, constant: 10, priority: 750, id: id(line + 1, "anchors.greaterThanOrEqual.height")),
            expected(view, .height, .lessThanOrEqual, nil, constant: 90, id: id(line + 1, "anchors.lessThanOrEqual.height")),
            expected(view, .width, .lessThanOrEqual, nil, constant: 44, id: id(line + 2, "anchors.set.width")),
        ])
        #expect(cs.allSatisfy { $0.isActive })
    }

    @Test func dimensionsRelateAcrossAxes() {
        let (root, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = [
            a.al.width.equal(b.al.height, constant: 5), a.al.height.match(a.al.width * 0.5),
            b.al.width.greaterThanOrEqual(a.al.width), b.al.height.lessThanOrEqual(a.al.height * 3 - 6),
        ]
        #expect(cs.map(fields) == [
            expected(a, .width, .equal, b, .height, constant: 5, id: id(line + 1, "anchors.equal.width")),
            expected(a, .height, .equal, a, .width, multiplier: 0.5, id: id(line + 1, "anchors.match.height")),
            expected(b, .width, .greaterThanOrEqual, a, .width, id: id(line + 2, "anchors.greaterThanOrEqual.width")),
            expected(b, .height, .lessThanOrEqual, a, .height, multiplier: 3, constant: -6, id: id(line + 2, "anchors.lessThanOrEqual.height")),
        ])
        b.al.height.set(45)
        b.al.width.set(100, priority: .defaultLow)
        for view in [a, b] { view.al.top.pin(); view.al.left.pin() }
        root.layoutIfNeeded()
        // a.width = 45 + 5 = 50, a.height = 25; b.width ≥ 50 and wants 100.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 25))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 100, height: 45))
    }

    @Test func clampMakesLowerThenUpperBound() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = view.al.width.clamp(to: 20...60, priority: .defaultHigh)
        #expect(cs.map(fields) == [
            expected(view, .width, .greaterThanOrEqual, nil, constant: 20, priority: 750, id: id(line, "anchors.clamp.width")),
            expected(view, .width, .lessThanOrEqual, nil, constant: 60, priority: 750, id: id(line, "anchors.clamp.width")),
        ])
        view.al.width.set(500, priority: .defaultLow)
        view.al.height.set(10)
        view.al.top.pin()
        view.al.left.pin()
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
    }
}
