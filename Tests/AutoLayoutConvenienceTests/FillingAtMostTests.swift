import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.2: a position pin at 749, the fill of §2.1 at 300, required bounds.
@Suite @MainActor struct FillingAtMostTests {
    @Test func constraintsInOrder() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, fillingAtMost: .superview, insets: .all(10), pinnedTo: .center)
        #expect(list.all.map(fields) == [
            expected(view, .centerX, .equal, root, .centerX, priority: 749, id: id(line, "fillAtMost.pin.x")),
            expected(view, .centerY, .equal, root, .centerY, priority: 749, id: id(line, "fillAtMost.pin.y")),
            expected(root, .top, .equal, view, .top, constant: -10, priority: 300, id: id(line, "fillAtMost.fill.top")),
            expected(root, .leading, .equal, view, .leading, constant: -10, priority: 300, id: id(line, "fillAtMost.fill.leading")),
            expected(root, .bottom, .equal, view, .bottom, constant: 10, priority: 300, id: id(line, "fillAtMost.fill.bottom")),
            expected(root, .trailing, .equal, view, .trailing, constant: 10, priority: 300, id: id(line, "fillAtMost.fill.trailing")),
            expected(root, .top, .lessThanOrEqual, view, .top, constant: -10, id: id(line, "fillAtMost.bound.top")),
            expected(root, .leading, .lessThanOrEqual, view, .leading, constant: -10, id: id(line, "fillAtMost.bound.leading")),
            expected(root, .bottom, .greaterThanOrEqual, view, .bottom, constant: 10, id: id(line, "fillAtMost.bound.bottom")),
            expected(root, .trailing, .greaterThanOrEqual, view, .trailing, constant: 10, id: id(line, "fillAtMost.bound.trailing")),
        ])
        root.layoutIfNeeded()
        // The fill (300) beats default hugging (250): the view grows to the inset box.
        #expect(view.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
    }

    @Test func smallViewSitsAtThePinnedPosition() {
        let root = rootView(), view = IntrinsicView(100, 50).disallowGrowing()
        root.addSubview(view, fillingAtMost: .superview, insets: .all(10))
        root.layoutIfNeeded()
        // Required hugging keeps 100 × 50; the 749 pin centres it at (200, 150).
        #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func largeViewNeverExceedsTheBox() {
        let root = rootView(), view = IntrinsicView(1000, 50).disallowGrowing()
        root.addSubview(view, fillingAtMost: .superview, insets: .all(10))
        root.layoutIfNeeded()
        // The required bounds beat compression resistance (750): width 400 − 20.
        #expect(view.frame == CGRect(x: 10, y: 125, width: 380, height: 50))
    }

    @Test func pinningOnePositionToAnother() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.addSubview(view, fillingAtMost: .superview, insets: .all(10), pinning: .topLeading, to: .center)
        root.layoutIfNeeded()
        // Top-leading at the centre (749); the fill (300) still reaches trailing 390 and bottom 290.
        #expect(view.frame == CGRect(x: 200, y: 150, width: 190, height: 140))
    }

    @Test func referencePointDefaultsToTheBox() {
        let root = rootView(), view = IntrinsicView(100, 50).disallowGrowing()
        let list = root.addSubview(view, fillingAtMost: .layoutMargins, pinnedTo: .topLeading)
        #expect(list.all[0].secondItem === root.layoutMarginsGuide)
        #expect(list.all[1].secondItem === root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // The margins guide (8 on every edge) is the reference point, not the superview.
        #expect(view.frame == CGRect(x: 8, y: 8, width: 100, height: 50))
    }

    @Test func explicitReferencePointAndOffset() {
        let root = rootView(), other = UIView(), view = IntrinsicView(40, 20).disallowGrowing()
        root.addSubview(other, pinnedAt: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(view, fillingAtMost: .superview, pinnedTo: .topLeading, of: .relative(other), offset: CGPoint(x: 5, y: 6))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 105, y: 106, width: 40, height: 20))
    }

    @Test func constrainOnTheReceiver() {
        let root = rootView(), view = IntrinsicView(100, 50).disallowGrowing()
        root.addSubviewForAutoLayout(view)
        let list = view.constrain(fillingAtMost: .superview, pinning: .bottomTrailing, to: .bottomTrailing)
        #expect(list.all.count == 10)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 300, y: 250, width: 100, height: 50))
    }
}

extension FillingAtMostTests {
    @Test func rightToLeftPinsTheLeadingCorner() {
        let root = rootView(), view = IntrinsicView(100, 50).disallowGrowing()
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(view, fillingAtMost: .superview, insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0), pinnedTo: .topLeading)
        root.layoutIfNeeded()
        // The top-leading corner is the top-right one; the leading inset keeps maxX at 390.
        #expect(view.frame == CGRect(x: 290, y: 0, width: 100, height: 50))
    }
}
