import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.8: the first view pinned to the start, each next one after its
/// predecessor, the last one filling the remaining space; one list per view.
@Suite @MainActor struct StackingTests {
    /// Three 100 × 20 views that keep their height and a fourth that absorbs the rest.
    func views() -> [UIView] {
        (0..<3).map { _ in IntrinsicView(100, 20).prefersExactVerticalSize() } + [IntrinsicView(100, 20)]
    }

    @Test func stacksVerticallyCentred() {
        let root = rootView(), stacked = views()
        let line = #line; let lists = root.addSubviewsVertically(stacked, horizontally: .center, insets: .all(40), spacing: 8)
        #expect(lists.count == 4)
        #expect(lists[0].all.map(fields) == [
            expected(root, .centerX, .equal, stacked[0], .centerX, id: id(line, "stackV.cross.centerX")),
            expected(root, .leading, .lessThanOrEqual, stacked[0], .leading, constant: -40, id: id(line, "stackV.cross.leading")),
            expected(root, .trailing, .greaterThanOrEqual, stacked[0], .trailing, constant: 40, id: id(line, "stackV.cross.trailing")),
            expected(root, .top, .equal, stacked[0], .top, constant: -40, id: id(line, "stackV.main.top")),
        ])
        #expect(lists[1].top.flatMap(fields) == expected(stacked[0], .bottom, .equal, stacked[1], .top, constant: -8, id: id(line, "stackV.main.top")))
        #expect(lists[1].bottom == nil)
        #expect(lists[3].all.suffix(2).map(fields) == [
            expected(stacked[2], .bottom, .equal, stacked[3], .top, constant: -8, id: id(line, "stackV.main.top")),
            expected(root, .bottom, .equal, stacked[3], .bottom, constant: 40, id: id(line, "stackV.main.bottom")),
        ])
        root.layoutIfNeeded()
        // Tops 40, 68, 96, 124; the last view reaches 300 − 40.
        #expect(stacked.map(\.frame) == [
            CGRect(x: 150, y: 40, width: 100, height: 20), CGRect(x: 150, y: 68, width: 100, height: 20),
            CGRect(x: 150, y: 96, width: 100, height: 20), CGRect(x: 150, y: 124, width: 100, height: 136),
        ])
    }

    @Test func stacksHorizontallyInRightToLeft() {
        let root = rootView(), a = IntrinsicView(50, 20).prefersExactHorizontalSize(), b = IntrinsicView(50, 20)
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubviewsHorizontally(a, b, vertically: .center, insets: .all(40), spacing: 8)
        root.layoutIfNeeded()
        // a starts at the right: maxX = 360; b runs from a's left − 8 to x = 40.
        #expect(a.frame == CGRect(x: 310, y: 140, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 140, width: 262, height: 20))
    }

    @Test func oneViewFillsTheLayout() {
        let root = rootView(), view = UIView()
        let line = #line; let lists = root.addSubviewsVertically([view], insets: .all(10))
        #expect(lists[0].all.map(\.identifier) == ["cross.leading", "cross.trailing", "main.top", "main.bottom"].map { id(line, "stackV.\($0)") })
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
    }

    @Test func noViewsNoLists() {
        #expect(rootView().addSubviewsVertically([]).isEmpty)
    }

    @Test func stacksInTheSafeArea() {
        let window = phoneWindow(), stacked = views()
        window.addSubviewsVertically(stacked[0], stacked[1], stacked[2], stacked[3], in: .safeArea)
        window.layoutIfNeeded()
        // .fill is made explicit as `.filling(.safeArea)`; the safe area is y 59…818.
        #expect(stacked.map(\.frame) == [
            CGRect(x: 0, y: 59, width: 393, height: 20), CGRect(x: 0, y: 79, width: 393, height: 20),
            CGRect(x: 0, y: 99, width: 393, height: 20), CGRect(x: 0, y: 119, width: 393, height: 699),
        ])
    }

    @Test func theRequestedCrossOperationIsKept() {
        let window = phoneWindow(), a = IntrinsicView(101, 20).prefersExactVerticalSize(), b = IntrinsicView(101, 20)
        let lists = window.addSubviewsVertically(a, b, in: .top(.safeArea, bottom: .superview), horizontally: .center)
        // Different top and bottom anchorables: the default anchorable (the superview) is used.
        #expect(lists[1].centerX?.firstItem === window)
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 146, y: 59, width: 101, height: 20))
        #expect(b.frame == CGRect(x: 146, y: 79, width: 101, height: 773))
    }
}

extension StackingTests {
    @Test func leadingAndAttachAreMadeExplicitOrKept() {
        let root = rootView(), a = IntrinsicView(100, 20).prefersExactSize(), b = IntrinsicView(60, 20).prefersExactHorizontalSize()
        let lists = root.addSubviewsVertically(a, b, in: .layoutMargins, horizontally: .leading)
        // `.leading` becomes `.leading(in: .layoutMargins)` for every view.
        #expect(lists[1].leading?.firstItem === root.layoutMarginsGuide && lists[1].trailing?.relation == .greaterThanOrEqual)
        let c = IntrinsicView(100, 20).prefersExactSize(), d = IntrinsicView(60, 20).prefersExactHorizontalSize()
        let other = rootView()
        let attached = other.addSubviewsVertically(c, d, horizontally: .attached(.center))
        // `.attach` is kept: d is centred under c.
        #expect(attached[1].centerX?.firstItem === c)
        root.layoutIfNeeded()
        other.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 8, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 8, y: 28, width: 60, height: 264))
        #expect(d.frame == CGRect(x: 170, y: 20, width: 60, height: 280))
    }
}
