import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.3: exactly `pinnedTo: .center, of:, offset:`.
@Suite @MainActor struct CenteringTests {
    @Test func centresWithOffset() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, centeredIn: .superview, offset: CGPoint(x: 4, y: -6))
        #expect(list.all.map(fields) == [
            expected(view, .centerX, .equal, root, .centerX, constant: 4, id: id(line, "center.centerX")),
            expected(view, .centerY, .equal, root, .centerY, constant: -6, id: id(line, "center.centerY")),
        ])
        #expect(list.centerX === list.all[0] && list.centerY === list.all[1])
        root.layoutIfNeeded()
        // Centre (204, 144).
        #expect(view.frame == CGRect(x: 154, y: 119, width: 100, height: 50))
    }

    @Test func centreOffsetIsAbsoluteInRightToLeft() {
        let root = rootView(), view = IntrinsicView(100, 50)
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(view, centeredIn: .default, offset: CGPoint(x: 4, y: 0))
        root.layoutIfNeeded()
        // centerX is not directional: +4 still moves right.
        #expect(view.frame == CGRect(x: 154, y: 125, width: 100, height: 50))
    }

    @Test func centresOnDifferentReferencesPerAxis() {
        let root = rootView(), other = UIView(), view = IntrinsicView(10, 10)
        root.addSubview(other, pinnedAt: CGRect(x: 0, y: 200, width: 50, height: 100))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.constrain(centeredIn: .x(.superview, y: .relative(other)))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 195, y: 245, width: 10, height: 10))
    }
}
