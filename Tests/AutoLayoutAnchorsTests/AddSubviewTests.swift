import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.7: `addSubview(_:constraints:)` for one to four views.
@Suite @MainActor struct AddSubviewTests {
    @Test func addsThenConstrainsOneView() {
        let root = rootView(), view = UIView()
        let line = #line; let built = root.addSubview(view) { $0.edges.pinToSuperview(insets: 4) }
        #expect(view.superview === root)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(built.first.flatMap(fields) == expected(view, .leading, .equal, root, .leading, constant: 4, id: id(line, "anchors.edges.leading")))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 4, y: 4, width: 392, height: 292))
    }

    @Test func addsViewsInArgumentOrder() {
        let root = rootView()
        let views = (0..<4).map { _ in UIView() }
        root.addSubview(views[0], views[1]) { a, b in a.top.pinToSuperview(); b.top.equal(a.top) }
        #expect(root.subviews.map(ObjectIdentifier.init) == views[0...1].map(ObjectIdentifier.init))
        let other = rootView()
        let built = other.addSubview(views[3], views[2], views[1]) { a, b, c in a.height.set(1); b.height.set(2); c.height.set(3) }
        #expect(other.subviews.map(ObjectIdentifier.init) == [views[3], views[2], views[1]].map(ObjectIdentifier.init))
        #expect(built.count == 3 && built.allSatisfy { $0.isActive })
        let third = rootView()
        third.addSubview(views[0], views[1], views[2], views[3]) { a, b, c, d in
            a.edges.pinToSuperview()
            b.top.spacing(0, to: a.top); c.top.spacing(0, to: b.top); d.top.spacing(0, to: c.top)
        }
        #expect(third.subviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
    }

    @Test func onlyFirstItemsLoseAutoresizingTranslation() {
        let root = rootView(), a = UIView(), b = UIView(), sibling = UIView()
        root.addSubview(sibling)
        root.addSubview(a, b) { first, _ in first.top.equal(b.al.bottom) }
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints && sibling.translatesAutoresizingMaskIntoConstraints)
    }
}
