import Testing
@testable import HeadlessUIKit

/// A layout pass ends with no view marked as having work: the next pass, for a change to one
/// view, visits that view and its ancestors, not every view the last pass moved.
@MainActor @Suite struct LayoutWorkMarksTests {
    private func viewsStillMarked(in root: UIView) -> [UIView] {
        var marked: [UIView] = []
        root.forEachInSubtree { view in if view.subtreeHasWork { marked.append(view) } }
        return marked
    }

    @Test func aPassThatMovedEveryViewLeavesNoneMarked() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var leaves: [UIView] = []
        var previousBottom = window.topAnchor
        for _ in 0..<3 {
            let cell = UIView(), title = UIView(), badge = UIView()
            for view in [cell, title, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
            window.addSubview(cell)
            cell.addSubview(title)
            cell.addSubview(badge)
            NSLayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                cell.topAnchor.constraint(equalTo: previousBottom),
                cell.heightAnchor.constraint(equalToConstant: 40),
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                title.heightAnchor.constraint(equalToConstant: 24),
                title.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -8),
                badge.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                badge.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 24),
                badge.heightAnchor.constraint(equalToConstant: 24),
            ])
            previousBottom = cell.bottomAnchor
            leaves += [title, badge]
        }
        window.layoutIfNeeded()
        #expect(viewsStillMarked(in: window).isEmpty)
        leaves[0].setNeedsLayout()
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        window.layoutIfNeeded()
        #expect(leaves[0].frame == CGRect(x: 16, y: 8, width: 336, height: 24))
        #expect(leaves[5].frame == CGRect(x: 360, y: 8, width: 24, height: 24))
        #expect(viewsStillMarked(in: window).isEmpty, "views without subviews keep no mark after the pass placed them")
    }
}
