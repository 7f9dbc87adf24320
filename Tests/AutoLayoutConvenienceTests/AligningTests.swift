import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.9: §2.7 on both axes with `refs = [.default]`, horizontal first.
@Suite @MainActor struct AligningTests {
    @Test func alignsToTheTop() {
        let root = rootView(), view = IntrinsicView(100, 50), tall = IntrinsicView(100, 1000)
        let line = #line; let list = root.addSubview(view, aligningVerticallyTo: .top)
        #expect(list.all.map(fields) == [
            expected(root, .leading, .equal, view, .leading, id: id(line, "align.leading")),
            expected(root, .trailing, .equal, view, .trailing, id: id(line, "align.trailing")),
            expected(root, .top, .equal, view, .top, id: id(line, "align.top")),
            expected(root, .bottom, .greaterThanOrEqual, view, .bottom, id: id(line, "align.bottom")),
        ])
        root.addSubview(tall, aligningVerticallyTo: .top)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
        // Never past the bottom edge.
        #expect(tall.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func overflowKeepsOnlyTheEquality() {
        let root = rootView(), tall = IntrinsicView(100, 1000)
        let list = root.addSubview(tall, aligningVerticallyTo: .overflow(.top))
        #expect(list.all.count == 3)
        root.layoutIfNeeded()
        #expect(tall.frame == CGRect(x: 0, y: 0, width: 400, height: 1000))
    }

    @Test func alignsHorizontallyToTheCentreOfTheMargins() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let list = root.addSubview(view, aligningHorizontallyTo: .center(in: .layoutMargins))
        #expect(list.centerX?.firstItem === root.layoutMarginsGuide)
        #expect(list.allLeading.map(\.relation) == [.lessThanOrEqual])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 150, y: 0, width: 100, height: 300))
    }

    @Test func alignsBothAxes() {
        let root = rootView(), view = IntrinsicView(100, 50), other = IntrinsicView(100, 50)
        let list = root.addSubview(view, aligningVerticallyTo: .bottom, horizontally: .center, insets: .all(10))
        #expect(list.all.map(\.firstAttribute) == [.centerX, .leading, .trailing, .bottom, .top])
        #expect(list.bottom?.constant == 10 && list.top?.relation == .lessThanOrEqual)
        root.addSubview(other, aligningVerticallyTo: .top, horizontallyTo: .trailing, insets: .all(10))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 150, y: 240, width: 100, height: 50))
        #expect(other.frame == CGRect(x: 290, y: 10, width: 100, height: 50))
    }

    @Test func constrainOnTheReceiver() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.addSubviewForAutoLayout(view)
        view.constrain(vertically: .center, horizontally: .leading, insets: .leading(5))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 125, width: 100, height: 50))
    }
}

extension AligningTests {
    @Test func leadingInRightToLeft() {
        let root = rootView(), view = IntrinsicView(100, 50), wide = IntrinsicView(1000, 50)
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(view, aligningHorizontallyTo: .leading, insets: .leading(5))
        root.addSubview(wide, aligningHorizontallyTo: .leading, insets: .insets(horizontal: 5))
        root.layoutIfNeeded()
        // Leading is the right edge: maxX = 395. The wide view stops at the trailing (left) inset.
        #expect(view.frame == CGRect(x: 295, y: 0, width: 100, height: 300))
        #expect(wide.frame == CGRect(x: 5, y: 0, width: 390, height: 300))
    }
}
