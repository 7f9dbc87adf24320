import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.2, §2.4: alignment anchors related along compatible axes.
@Suite @MainActor struct AlignmentTests {
    @Test func relationsCarryConstantPriorityAndIdentifier() {
        let (_, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = [
            a.al.top.equal(b.al.bottom, constant: 4),
            a.al.leading.greaterThanOrEqual(b.al.trailing, constant: 8, priority: .defaultHigh),
            a.al.centerY.lessThanOrEqual(b.al.top, constant: -2, priority: .defaultLow),
            a.al.bottom.align(with: b.al.centerY),
        ]
        #expect(cs.map(fields) == [
            expected(a, .top, .equal, b, .bottom, constant: 4, id: id(line + 1, "anchors.equal.top")),
            expected(a, .leading, .greaterThanOrEqual, b, .trailing, constant: 8, priority: 750, id: id(line + 2, "anchors.greaterThanOrEqual.leading")),
            expected(a, .centerY, .lessThanOrEqual, b, .top, constant: -2, priority: 250, id: id(line + 3, "anchors.lessThanOrEqual.centerY")),
            expected(a, .bottom, .equal, b, .centerY, id: id(line + 4, "anchors.align.bottom")),
        ])
        #expect(cs.allSatisfy { $0.isActive })
    }

    @Test func onlyTheFirstItemLosesAutoresizingTranslation() {
        let (_, views) = hierarchy(2)
        views[0].al.top.equal(views[1].al.top)
        #expect(!views[0].translatesAutoresizingMaskIntoConstraints)
        #expect(views[1].translatesAutoresizingMaskIntoConstraints)
    }

    @Test func centerXRelatesToDirectionalAndAbsoluteEdges() {
        let (_, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = [
            a.al.centerX.equal(b.al.leading), a.al.centerX.equal(b.al.right),
            a.al.trailing.equal(b.al.centerX), a.al.left.align(with: b.al.centerX),
        ]
        #expect(cs.map(fields) == [
            expected(a, .centerX, .equal, b, .leading, id: id(line + 1, "anchors.equal.centerX")),
            expected(a, .centerX, .equal, b, .right, id: id(line + 1, "anchors.equal.centerX")),
            expected(a, .trailing, .equal, b, .centerX, id: id(line + 2, "anchors.equal.trailing")),
            expected(a, .left, .equal, b, .centerX, id: id(line + 2, "anchors.align.left")),
        ])
    }

    @Test func centerOnALeadingEdgeFollowsTheLayoutDirection() {
        for rtl in [false, true] {
            let (root, views) = hierarchy(2)
            if rtl { root.semanticContentAttribute = .forceRightToLeft }
            let (a, b) = (views[0], views[1])
            b.al.edges.pin(insets: NSDirectionalEdgeInsets(top: 0, leading: 100, bottom: 0, trailing: 0))
            a.al.size.set(CGSize(width: 40, height: 20))
            a.al.top.pin()
            a.al.centerX.equal(b.al.leading, constant: 10)
            root.layoutIfNeeded()
            // LTR: b.leading is x = 100, centerX = 110. RTL: b.leading is x = 300 and, as in UIKit, a
            // constraint naming leading/trailing is mirrored whole, so +10 points toward the trailing
            // side: centerX = 290.
            #expect(a.frame == CGRect(x: rtl ? 270 : 90, y: 0, width: 40, height: 20))
        }
    }

    @Test func topAlignsWithABaseline() {
        let (root, views) = hierarchy(2)
        let (title, subtitle) = (views[0], views[1])
        subtitle.al.edges.pin(insets: NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 250, trailing: 0))
        title.al.size.set(CGSize(width: 10, height: 10))
        title.al.leading.pin()
        let line = #line; let c = title.al.top.align(with: subtitle.al.firstBaseline)
        #expect(fields(c) == expected(title, .top, .equal, subtitle, .firstBaseline, id: id(line, "anchors.align.top")))
        root.layoutIfNeeded()
        // A view without text has its baselines at its bottom: 300 − 250 = 50.
        #expect(title.frame == CGRect(x: 0, y: 50, width: 10, height: 10))
    }

    @Test func guidesHaveAlignmentAnchorsToo() {
        let (root, views) = hierarchy(1)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        let view = views[0]
        let line = #line; let c = view.al.top.equal(root.al.margins.top, constant: 1)
        #expect(fields(c) == expected(view, .top, .equal, root.layoutMarginsGuide, .top, constant: 1, id: id(line, "anchors.equal.top")))
        view.al.leading.equal(root.layoutMarginsGuide.al.leading)
        view.al.size.set(CGSize(width: 10, height: 10))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 6, y: 6, width: 10, height: 10))
    }

    @Test func itemsWithoutACommonAncestorStayInactive() {
        let a = UIView(), b = UIView()
        var c: NSLayoutConstraint?
        let reported = diagnostics { c = a.al.top.equal(b.al.top) }
        #expect(reported.map(\.kind) == [.noCommonAncestor])
        #expect(c?.isActive == false)
    }
}
