import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.4: `spacing(_:to:relation:)` — a positive value is always a gap.
@Suite @MainActor struct SpacingTests {
    @Test func facingEdgesSubtractTheGapAndMirrorTheRelation() {
        let (_, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = [
            a.al.bottom.spacing(8, to: b.al.top), a.al.trailing.spacing(8, to: b.al.leading, relation: .greaterThanOrEqual),
            a.al.right.spacing(4, to: b.al.left, relation: .lessThanOrEqual, priority: .defaultLow),
        ]
        #expect(cs.map(fields) == [
            expected(a, .bottom, .equal, b, .top, constant: -8, id: id(line + 1, "anchors.spacing.bottom")),
            expected(a, .trailing, .lessThanOrEqual, b, .leading, constant: -8, id: id(line + 1, "anchors.spacing.trailing")),
            expected(a, .right, .greaterThanOrEqual, b, .left, constant: -4, priority: 250, id: id(line + 2, "anchors.spacing.right")),
        ])
    }

    @Test func otherPairsAddTheGap() {
        let (_, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        let line = #line; let cs = [
            b.al.top.spacing(8, to: a.al.bottom, relation: .greaterThanOrEqual), a.al.top.spacing(3, to: b.al.top),
        ]
        #expect(cs.map(fields) == [
            expected(b, .top, .greaterThanOrEqual, a, .bottom, constant: 8, id: id(line + 1, "anchors.spacing.top")),
            expected(a, .top, .equal, b, .top, constant: 3, id: id(line + 1, "anchors.spacing.top")),
        ])
    }

    @Test func stackedViewsKeepTheirGapInBothDirections() {
        for rtl in [false, true] {
            let (root, views) = hierarchy(2)
            if rtl { root.semanticContentAttribute = .forceRightToLeft }
            let (a, b) = (views[0], views[1])
            a.al.size.set(CGSize(width: 50, height: 20))
            b.al.size.set(CGSize(width: 50, height: 20))
            a.al.top.pin()
            a.al.leading.pin()
            b.al.top.spacing(10, to: a.al.bottom)
            a.al.trailing.spacing(6, to: b.al.leading)
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: rtl ? 350 : 0, y: 0, width: 50, height: 20))
            #expect(b.frame == CGRect(x: rtl ? 294 : 56, y: 30, width: 50, height: 20))
        }
    }
}
