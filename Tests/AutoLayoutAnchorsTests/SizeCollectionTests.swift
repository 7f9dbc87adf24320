import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.5: the size collection.
@Suite @MainActor struct SizeCollectionTests {
    @Test func constantSizes() {
        let (_, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = view.al.size.equal(CGSize(width: 1, height: 2)) + view.al.size.greaterThanOrEqual(CGSize(width: 3, height: 4))
            + view.al.size.lessThanOrEqual(CGSize(width: 5, height: 6)) + view.al.size.set(CGSize(width: 7, height: 8), relation: .lessThanOrEqual)
        #expect(cs.map(fields) == [
            expected(view, .width, .equal, nil, constant: 1, id: id(line, "anchors.size.width")),
            expected(view, .height, .equal, nil, constant: 2, id: id(line, "anchors.size.height")),
            expected(view, .width, .greaterThanOrEqual, nil, constant: 3, id: id(line, "anchors.size.width")),
            expected(view, .height, .greaterThanOrEqual, nil, constant: 4, id: id(line, "anchors.size.height")),
            expected(view, .width, .lessThanOrEqual, nil, constant: 5, id: id(line + 1, "anchors.size.width")),
            expected(view, .height, .lessThanOrEqual, nil, constant: 6, id: id(line + 1, "anchors.size.height")),
            expected(view, .width, .lessThanOrEqual, nil, constant: 7, id: id(line + 1, "anchors.size.width")),
            expected(view, .height, .lessThanOrEqual, nil, constant: 8, id: id(line + 1, "anchors.size.height")),
        ])
    }

    @Test func relativeSizesScaleAndSubtractInsets() {
        let (root, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = a.al.size.equal(b, insets: CGSize(width: 10, height: 4), multiplier: 0.5)
            + a.al.size.greaterThanOrEqual(b) + a.al.size.lessThanOrEqual(b, priority: .defaultLow)
            + b.al.size.match(root.al.size, insets: CGSize(width: 100, height: 50), relation: .lessThanOrEqual)
        #expect(cs.map(fields) == [
            expected(a, .width, .equal, b, .width, multiplier: 0.5, constant: -10, id: id(line, "anchors.size.width")),
            expected(a, .height, .equal, b, .height, multiplier: 0.5, constant: -4, id: id(line, "anchors.size.height")),
            expected(a, .width, .greaterThanOrEqual, b, .width, id: id(line + 1, "anchors.size.width")),
            expected(a, .height, .greaterThanOrEqual, b, .height, id: id(line + 1, "anchors.size.height")),
            expected(a, .width, .lessThanOrEqual, b, .width, priority: 250, id: id(line + 1, "anchors.size.width")),
            expected(a, .height, .lessThanOrEqual, b, .height, priority: 250, id: id(line + 1, "anchors.size.height")),
            expected(b, .width, .lessThanOrEqual, root, .width, constant: -100, id: id(line + 2, "anchors.size.width")),
            expected(b, .height, .lessThanOrEqual, root, .height, constant: -50, id: id(line + 2, "anchors.size.height")),
        ])
    }

    @Test func matchingSizesLaysOut() {
        let (root, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        b.al.size.match(root.al.size, multiplier: 0.5)
        a.al.size.match(b.al.size, insets: CGSize(width: 20, height: 10))
        for view in [a, b] { view.al.top.pin(); view.al.left.pin() }
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 180, height: 140))
    }
}
