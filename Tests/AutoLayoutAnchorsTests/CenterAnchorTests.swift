import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.4: centre anchors aligned with the container's centre.
@Suite @MainActor struct CenterAnchorTests {
    @Test func alignUsesTheSameCentreOfTheContainer() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = [
            view.al.centerX.align(), view.al.centerY.alignWithSuperview(offset: 10),
            view.al.centerX.alignWithSuperview(offset: -5, relation: .lessThanOrEqual, priority: .defaultHigh),
            view.al.centerY.align(offset: 2, relation: .greaterThanOrEqual),
        ]
        #expect(cs.map(fields) == [
            expected(view, .centerX, .equal, root, .centerX, id: id(line + 1, "anchors.align.centerX")),
            expected(view, .centerY, .equal, root, .centerY, constant: 10, id: id(line + 1, "anchors.alignWithSuperview.centerY")),
            expected(view, .centerX, .lessThanOrEqual, root, .centerX, constant: -5, priority: 750, id: id(line + 2, "anchors.alignWithSuperview.centerX")),
            expected(view, .centerY, .greaterThanOrEqual, root, .centerY, constant: 2, id: id(line + 3, "anchors.align.centerY")),
        ])
        view.al.size.set(CGSize(width: 40, height: 20))
        root.layoutIfNeeded()
        // centre (200, 160).
        #expect(view.frame == CGRect(x: 180, y: 150, width: 40, height: 20))
    }

    @Test func noContainerGivesAPlaceholder() {
        let view = UIView()
        var c: NSLayoutConstraint?
        var line = 0
        let reported = diagnostics { line = #line; c = view.al.centerY.alignWithSuperview() }
        #expect(reported.map(\.kind) == [.anchorNoContainer])
        #expect(fields(c) == expected(view, .centerY, .equal, view, .centerY, id: id(line, "anchors.alignWithSuperview.centerY.unresolved")))
        #expect(c?.isActive == false)
    }
}
