import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.1: `R.top == V.top − i.top`, `R.leading == V.leading − i.leading`,
/// `R.bottom == V.bottom + i.bottom`, `R.trailing == V.trailing + i.trailing`, in that order.
@Suite @MainActor struct FillingTests {
    @Test func fillsTheSuperviewWithInsets() {
        let root = rootView(), view = UIView()
        let line = #line; let list = root.addSubview(view, filling: .superview, insets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(list.all.map(fields) == [
            expected(root, .top, .equal, view, .top, constant: -1, id: id(line, "fill.top")),
            expected(root, .leading, .equal, view, .leading, constant: -2, id: id(line, "fill.leading")),
            expected(root, .bottom, .equal, view, .bottom, constant: 3, id: id(line, "fill.bottom")),
            expected(root, .trailing, .equal, view, .trailing, constant: 4, id: id(line, "fill.trailing")),
        ])
        #expect(view.translatesAutoresizingMaskIntoConstraints == false)
        #expect(list.isActive && list.all.allSatisfy(\.isActive))
        root.layoutIfNeeded()
        // x = 2, y = 1, width = 400 − 2 − 4, height = 300 − 1 − 3.
        #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 296))
    }
}

extension FillingTests {
    @Test func noneEdgesAreSkippedSilently() {
        let root = rootView(), view = UIView()
        var list: ConstraintsList?
        let reported = diagnostics { list = root.addSubview(view, filling: .top(.none, others: .superview)) }
        view.constrain(height: 50)
        #expect(reported.isEmpty)
        #expect(list?.all.count == 3)
        #expect(list?.top == nil)
        root.layoutIfNeeded()
        // Bottom pinned to 300, height 50.
        #expect(view.frame == CGRect(x: 0, y: 250, width: 400, height: 50))
    }

    @Test func rightToLeftSwapsLeadingAndTrailingInsets() {
        let root = rootView(), view = UIView()
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(view, filling: .superview, insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
        root.layoutIfNeeded()
        // Leading is the right edge: maxX = 400 − 10; trailing is the left edge: minX = 30.
        #expect(view.frame == CGRect(x: 30, y: 0, width: 360, height: 300))
    }

    @Test func constrainFillingLeavesTheAutoresizingFlagAlone() {
        let root = rootView(), view = UIView()
        root.addSubview(view)
        let line = #line; let list = view.constrain(filling: .relative(root))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(list.top.flatMap(fields) == expected(root, .top, .equal, view, .top, id: id(line, "fill.top")))
    }

    @Test func fillsAnotherViewsMargins() {
        let root = rootView(), other = UIView(), view = UIView()
        root.addSubview(other, filling: .superview, insets: .all(20))
        other.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let list = root.addSubview(view, filling: .layoutMarginsOf(other))
        #expect(list.all.allSatisfy { $0.firstItem === other.layoutMarginsGuide })
        root.layoutIfNeeded()
        // other = (20, 20, 360, 260); its margins guide is inset by (1, 2, 3, 4).
        #expect(view.frame == CGRect(x: 22, y: 21, width: 354, height: 256))
    }
}
