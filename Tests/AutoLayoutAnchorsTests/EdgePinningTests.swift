import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.4: pinning edges to containers; insets are positive inwards and `relation`
/// qualifies the inset on near and far edges alike.
@Suite @MainActor struct EdgePinningTests {
    @Test func nearEdgesAddTheInsetFarEdgesSubtractIt() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = [
            view.al.top.pin(inset: 10), view.al.leading.pinToSuperview(inset: 20),
            view.al.bottom.pinToSuperview(inset: 30), view.al.trailing.pin(to: root, inset: 40),
        ]
        #expect(cs.map(fields) == [
            expected(view, .top, .equal, root, .top, constant: 10, id: id(line + 1, "anchors.pin.top")),
            expected(view, .leading, .equal, root, .leading, constant: 20, id: id(line + 1, "anchors.pinToSuperview.leading")),
            expected(view, .bottom, .equal, root, .bottom, constant: -30, id: id(line + 2, "anchors.pinToSuperview.bottom")),
            expected(view, .trailing, .equal, root, .trailing, constant: -40, id: id(line + 2, "anchors.pin.trailing")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
    }

    @Test func relationQualifiesTheInsetAndIsMirroredOnFarEdges() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = [
            view.al.left.pinToSuperview(inset: 10, relation: .greaterThanOrEqual),
            view.al.right.pinToSuperview(inset: 10, relation: .greaterThanOrEqual),
            view.al.bottom.pinToSuperview(inset: 5, relation: .lessThanOrEqual, priority: .defaultHigh),
        ]
        #expect(cs.map(fields) == [
            expected(view, .left, .greaterThanOrEqual, root, .left, constant: 10, id: id(line + 1, "anchors.pinToSuperview.left")),
            expected(view, .right, .lessThanOrEqual, root, .right, constant: -10, id: id(line + 2, "anchors.pinToSuperview.right")),
            expected(view, .bottom, .greaterThanOrEqual, root, .bottom, constant: -5, priority: 750, id: id(line + 3, "anchors.pinToSuperview.bottom")),
        ])
        view.al.width.set(1000, priority: .defaultLow)
        view.al.top.pin()
        view.al.height.set(10)
        root.layoutIfNeeded()
        // The width wants 1000 but stays 10 inside both sides.
        #expect(view.frame == CGRect(x: 10, y: 0, width: 380, height: 10))
    }

    @Test func marginsAndSafeAreaGuides() {
        let window = phoneWindow()
        let view = UIView()
        window.addSubview(view)
        let line = #line; let cs = [
            view.al.top.pinToSafeArea(), view.al.bottom.pinToSafeArea(of: window, inset: 4),
            view.al.leading.pinToSuperviewMargin(), view.al.trailing.pinToSuperviewMargin(inset: 2),
        ]
        #expect(cs.map(fields) == [
            expected(view, .top, .equal, window.safeAreaLayoutGuide, .top, id: id(line + 1, "anchors.pinToSafeArea.top")),
            expected(view, .bottom, .equal, window.safeAreaLayoutGuide, .bottom, constant: -4, id: id(line + 1, "anchors.pinToSafeArea.bottom")),
            expected(view, .leading, .equal, window.layoutMarginsGuide, .leading, id: id(line + 2, "anchors.pinToSuperviewMargin.leading")),
            expected(view, .trailing, .equal, window.layoutMarginsGuide, .trailing, constant: -2, id: id(line + 2, "anchors.pinToSuperviewMargin.trailing")),
        ])
        window.layoutIfNeeded()
        // Safe area 59…818 (852 − 34); margins 8 on each side: x 8…385, minus 2 at the trailing edge.
        #expect(view.frame == CGRect(x: 8, y: 59, width: 375, height: 755))
    }

    @Test func leadingAndTrailingFollowRightToLeft() {
        let (root, views) = hierarchy(1)
        root.semanticContentAttribute = .forceRightToLeft
        let view = views[0]
        view.al.leading.pinToSuperview(inset: 10)
        view.al.trailing.pinToSuperview(inset: 50)
        view.al.left.pinToSuperview(inset: 1, relation: .greaterThanOrEqual)
        view.al.top.pinToSuperview()
        view.al.height.set(10)
        root.layoutIfNeeded()
        // Leading is the right side: maxX = 390; trailing the left side: minX = 50.
        #expect(view.frame == CGRect(x: 50, y: 0, width: 340, height: 10))
    }

    @Test func guidesPinToTheirOwningView() {
        let root = rootView()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let line = #line; let c = guide.al.top.pinToSuperview(inset: 3)
        #expect(fields(c) == expected(guide, .top, .equal, root, .top, constant: 3, id: id(line, "anchors.pinToSuperview.top")))
        #expect(c.isActive)
    }

    @Test func missingContainerGivesAReportAndAPlaceholder() {
        let view = UIView()
        var cs: [NSLayoutConstraint] = []
        var line = 0
        let reported = diagnostics {
            line = #line; cs = [view.al.top.pinToSuperview(), view.al.bottom.pinToSuperviewMargin(), view.al.left.pinToSafeArea(), view.al.right.pin()]
        }
        #expect(reported.map(\.kind) == [.anchorNoContainer, .anchorNoContainer, .anchorNoContainer, .anchorNoContainer])
        #expect(reported.allSatisfy { $0.line == UInt(line) })
        #expect(cs.map(fields) == [
            expected(view, .top, .equal, view, .top, id: id(line, "anchors.pinToSuperview.top.unresolved")),
            expected(view, .bottom, .equal, view, .bottom, id: id(line, "anchors.pinToSuperviewMargin.bottom.unresolved")),
            expected(view, .left, .equal, view, .left, id: id(line, "anchors.pinToSafeArea.left.unresolved")),
            expected(view, .right, .equal, view, .right, id: id(line, "anchors.pin.right.unresolved")),
        ])
        #expect(cs.allSatisfy { !$0.isActive })
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }
}
