import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.6: the opposite axis first (§2.7), then `R.to == V.edge + c` per pin.
@Suite @MainActor struct EdgePinningTests {
    @Test func pinsTheTopWithSpacingAndInsets() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, pinnedTo: .top, insets: NSDirectionalEdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 11), spacing: 4)
        #expect(list.all.map(fields) == [
            expected(root, .leading, .equal, view, .leading, constant: -5, id: id(line, "edge.cross.leading")),
            expected(root, .trailing, .equal, view, .trailing, constant: 11, id: id(line, "edge.cross.trailing")),
            expected(root, .top, .equal, view, .top, constant: -7, id: id(line, "edge.main.top")),
        ])
        // Main-axis insets read back as spacing + inset.
        #expect(list.insets == NSDirectionalEdgeInsets(top: 7, leading: 5, bottom: 0, trailing: 11))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 7, width: 384, height: 50))
    }

    @Test func pinsTheBottom() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let list = root.addSubview(view, pinnedTo: .bottom, insets: .all(2), spacing: 4)
        #expect(list.bottom?.constant == 6 && list.bottom?.firstAttribute == .bottom)
        root.layoutIfNeeded()
        // V.bottom = 300 − 4 − 2.
        #expect(view.frame == CGRect(x: 2, y: 244, width: 396, height: 50))
    }

    @Test func centreInsetsAndSpacing() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let list = root.addSubview(view, pinnedTo: .centerY, insets: NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 4, trailing: 0), spacing: 3)
        // c = s − i.top + i.bottom = 3 − 10 + 4.
        #expect(list.centerY?.constant == -3)
        root.layoutIfNeeded()
        // V.centerY = 150 − 3 + 10 − 4 = 153.
        #expect(view.frame == CGRect(x: 0, y: 128, width: 400, height: 50))
    }

    @Test func pinsOneEdgeToAnother() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.addSubview(view, pinning: .top, to: .centerY, of: .superview, spacing: 5)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 155, width: 400, height: 50))
    }

    @Test func pinsBelowASibling() {
        let root = rootView(), sibling = IntrinsicView(100, 50), view = IntrinsicView(100, 50)
        root.addSubview(sibling, pinnedTo: .top)
        let line = #line; let list = root.addSubview(view, pinningBelow: sibling, spacing: 8)
        // Role-based accessor: the pin is the top constraint although its first item is the sibling.
        #expect(list.top.flatMap(fields) == expected(sibling, .bottom, .equal, view, .top, constant: -8, id: id(line, "edge.main.top")))
        // `.fill` with a sibling reference fills the superview.
        #expect(list.leading?.firstItem === root && list.trailing?.firstItem === root)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 58, width: 400, height: 50))
    }

    @Test func pinsAboveASibling() {
        let root = rootView(), sibling = IntrinsicView(100, 50), view = IntrinsicView(100, 50)
        root.addSubview(sibling, pinnedTo: .bottom)
        let list = root.addSubview(view, pinningAbove: sibling, spacing: 8)
        #expect(list.bottom.flatMap(fields)?.constant == 8 && list.bottom?.firstItem === sibling && list.bottom?.firstAttribute == .top)
        root.layoutIfNeeded()
        // V.bottom = 250 − 8.
        #expect(view.frame == CGRect(x: 0, y: 192, width: 400, height: 50))
    }

    @Test func fillsTheRemainingSpaceBelow() {
        let root = rootView(), sibling = IntrinsicView(100, 50), view = UIView()
        root.addSubview(sibling, pinnedTo: .top)
        let line = #line; let list = root.addSubview(view, fillingRemainingSpaceBelow: sibling, spacing: 8)
        #expect(list.all.map(fields) == [
            expected(root, .leading, .equal, view, .leading, id: id(line, "edges2.cross.leading")),
            expected(root, .trailing, .equal, view, .trailing, id: id(line, "edges2.cross.trailing")),
            expected(sibling, .bottom, .equal, view, .top, constant: -8, id: id(line, "edges2.main.top")),
            expected(root, .bottom, .equal, view, .bottom, id: id(line, "edges2.main.bottom")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 58, width: 400, height: 242))
    }

    @Test func fillsTheRemainingSpaceAbove() {
        let root = rootView(), sibling = IntrinsicView(100, 50), view = UIView()
        root.addSubview(sibling, pinnedTo: .bottom)
        root.addSubview(view, fillingRemainingSpaceAbove: sibling, insets: .top(4), spacing: 8)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 4, width: 400, height: 238))
    }

    @Test func pinsTopAndBottomSeparately() {
        let root = rootView(), view = UIView()
        root.addSubview(view, pinningTopTo: .top, of: .superview, spacing: 10, bottomTo: .centerY, of: .superview, spacing: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 10, width: 400, height: 120))
    }

    @Test func readmeSpellingIsTheSameOperation() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, pinningTo: .top)
        #expect(list.top?.identifier == id(line, "edge.main.top"))
    }

    @Test func constrainEdgeOnTheReceiver() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.addSubviewForAutoLayout(view)
        let list = view.constrain(edge: .bottom, to: .bottom, of: .superview, horizontally: .none)
        #expect(list.all.count == 1)
        view.constrain(topTo: .top, of: .superview, spacing: 0, bottomTo: .bottom, of: .superview, spacing: 0)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }
}

/// The horizontal mirror of §2.6, including right-to-left layouts.
@Suite @MainActor struct HorizontalEdgePinningTests {
    @Test func pinsTheLeadingEdge() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, pinnedTo: .leading, spacing: 4)
        #expect(list.all.map(fields) == [
            expected(root, .top, .equal, view, .top, id: id(line, "edge.cross.top")),
            expected(root, .bottom, .equal, view, .bottom, id: id(line, "edge.cross.bottom")),
            expected(root, .leading, .equal, view, .leading, constant: -4, id: id(line, "edge.main.leading")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 4, y: 0, width: 100, height: 300))
    }

    @Test func pinsTheLeadingEdgeInRightToLeft() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(view, pinnedTo: .leading, spacing: 4)
        root.layoutIfNeeded()
        // Leading is the right edge: maxX = 396.
        #expect(view.frame == CGRect(x: 296, y: 0, width: 100, height: 300))
    }

    @Test func pinsTheTrailingEdge() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let list = root.addSubview(view, pinnedTo: .trailing, insets: .trailing(6), spacing: 4)
        #expect(list.trailing?.constant == 10)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 290, y: 0, width: 100, height: 300))
    }

    @Test func centreInsetsMirrorTheVerticalAxis() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let list = root.addSubview(view, pinnedTo: .centerX, insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 4), spacing: 3)
        #expect(list.centerX?.constant == -3)
        root.layoutIfNeeded()
        // A leading inset pushes towards trailing: centerX = 200 − 3 + 10 − 4 = 203.
        #expect(view.frame == CGRect(x: 153, y: 0, width: 100, height: 300))
    }

    @Test func centreInsetsFollowTheLayoutDirection() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.semanticContentAttribute = .forceRightToLeft
        let list = root.addSubview(view, pinnedTo: .centerX, insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 4), spacing: 3)
        // d = −1 in right-to-left.
        #expect(list.centerX?.constant == 3)
        root.layoutIfNeeded()
        // Towards trailing is to the left: centerX = 200 − 3 = 197.
        #expect(view.frame == CGRect(x: 147, y: 0, width: 100, height: 300))
    }

    @Test func pinsAfterAndBeforeSiblings() {
        let root = rootView(), sibling = IntrinsicView(100, 50), after = IntrinsicView(50, 50), before = IntrinsicView(50, 50)
        root.addSubview(sibling, pinnedTo: .center)
        let list = root.addSubview(after, pinningAfter: sibling, vertically: .center, spacing: 8)
        root.addSubview(before, pinningBefore: sibling, vertically: .center, spacing: 8)
        #expect(list.leading?.firstItem === sibling && list.leading?.firstAttribute == .trailing)
        root.layoutIfNeeded()
        // The sibling spans x 150…250.
        #expect(after.frame == CGRect(x: 258, y: 125, width: 50, height: 50))
        #expect(before.frame == CGRect(x: 92, y: 125, width: 50, height: 50))
    }

    @Test func pinsAfterInRightToLeft() {
        let root = rootView(), sibling = IntrinsicView(100, 50), after = IntrinsicView(50, 50)
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(sibling, pinnedTo: .center)
        root.addSubview(after, pinningAfter: sibling, vertically: .center, spacing: 8)
        root.layoutIfNeeded()
        // After means towards trailing, which is to the left.
        #expect(after.frame == CGRect(x: 92, y: 125, width: 50, height: 50))
    }

    @Test func fillsTheRemainingSpaceAfterAndBefore() {
        let root = rootView(), sibling = IntrinsicView(100, 50), after = UIView(), before = UIView()
        root.addSubview(sibling, pinnedTo: .center)
        root.addSubview(after, fillingRemainingSpaceAfter: sibling, spacing: 10)
        root.addSubview(before, fillingRemainingSpaceBefore: sibling, spacing: 10)
        root.layoutIfNeeded()
        #expect(after.frame == CGRect(x: 260, y: 0, width: 140, height: 300))
        #expect(before.frame == CGRect(x: 0, y: 0, width: 140, height: 300))
    }

    @Test func pinsLeadingAndTrailingSeparately() {
        let root = rootView(), view = UIView()
        let line = #line; let list = root.addSubview(view, pinningLeadingTo: .centerX, of: .superview, spacing: 0, trailingTo: .trailing, of: .superview, spacing: 20, vertically: .none)
        #expect(list.all.map(\.identifier) == [id(line, "edges2.main.leading"), id(line, "edges2.main.trailing")])
        view.constrain(height: 10)
        view.constrain(edge: .top, to: .top, horizontally: .none)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 200, y: 0, width: 180, height: 10))
    }

    @Test func constrainOnTheReceiver() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.addSubviewForAutoLayout(view)
        view.constrain(edge: .trailing, to: .trailing, vertically: .top)
        view.constrain(leadingTo: .leading, of: .superview, spacing: 5, trailingTo: .trailing, of: .superview, spacing: 0, vertically: .none)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 395, height: 50))
    }
}
