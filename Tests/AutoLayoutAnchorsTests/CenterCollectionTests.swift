import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.5: the centre collection.
@Suite @MainActor struct CenterCollectionTests {
    @Test func relationsMakeCenterXThenCenterY() {
        let (_, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = a.al.center.equal(b, offset: CGPoint(x: 3, y: -4))
            + a.al.center.greaterThanOrEqual(b) + a.al.center.lessThanOrEqual(b, priority: .defaultHigh)
        #expect(cs.map(fields) == [
            expected(a, .centerX, .equal, b, .centerX, constant: 3, id: id(line, "anchors.center.centerX")),
            expected(a, .centerY, .equal, b, .centerY, constant: -4, id: id(line, "anchors.center.centerY")),
            expected(a, .centerX, .greaterThanOrEqual, b, .centerX, id: id(line + 1, "anchors.center.centerX")),
            expected(a, .centerY, .greaterThanOrEqual, b, .centerY, id: id(line + 1, "anchors.center.centerY")),
            expected(a, .centerX, .lessThanOrEqual, b, .centerX, priority: 750, id: id(line + 1, "anchors.center.centerX")),
            expected(a, .centerY, .lessThanOrEqual, b, .centerY, priority: 750, id: id(line + 1, "anchors.center.centerY")),
        ])
    }

    @Test func alignCentresInTheContainerOrOnAnotherCentre() {
        let (root, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = a.al.center.align(offset: CGPoint(x: 10, y: 0))
        #expect(cs.map(fields) == [
            expected(a, .centerX, .equal, root, .centerX, constant: 10, id: id(line, "anchors.center.centerX")),
            expected(a, .centerY, .equal, root, .centerY, id: id(line, "anchors.center.centerY")),
        ])
        b.al.center.align(with: a.al.center, offset: CGPoint(x: 0, y: 30))
        for view in [a, b] { view.al.size.set(CGSize(width: 20, height: 10)) }
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 200, y: 145, width: 20, height: 10))
        #expect(b.frame == CGRect(x: 200, y: 175, width: 20, height: 10))
    }

    @Test func alignWithSuperviewWithoutSuperviewIsReported() {
        let view = UIView()
        var cs: [NSLayoutConstraint] = [NSLayoutConstraint]()
        let reported = diagnostics { cs = view.al.center.alignWithSuperview() }
        #expect(cs.isEmpty && reported.map(\.kind) == [.anchorNoContainer])
    }
}
