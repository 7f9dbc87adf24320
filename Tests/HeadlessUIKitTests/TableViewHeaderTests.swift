import Foundation
import HeadlessUIKit
import Testing

/// Table header and footer sizing (uikit-model.md §13): origin and width from the table, height
/// from the view's frame when it was assigned. A 320 × 480 table in a detached root.
@Suite @MainActor struct TableViewHeaderTests {
    private func table() -> (UIView, UITableView) {
        let root = rootView(320, 480)
        let table = UITableView(frame: root.bounds, style: .grouped)
        root.addSubview(table)
        return (root, table)
    }

    @Test func headerTakesTheTableWidthAndItsOwnHeight() {
        let (root, table) = table()
        let header = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 120))
        table.tableHeaderView = header
        root.layoutIfNeeded()
        #expect(header.superview === table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(header.translatesAutoresizingMaskIntoConstraints)
        #expect(table.contentSize == CGSize(width: 320, height: 120))
    }

    /// Found by the layout fuzzer: a table whose width lies between pixels set its header's
    /// frame off the pixel grid in every round, the layout pass rounded it back, and the pass
    /// never settled, leaving the header's content at its own size.
    @Test func aTableWidthBetweenPixelsSettlesItsHeader() {
        // The table is its own root, on a 3× grid.
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375.5, height: 300), style: .plain)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        let content = UIView()
        header.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            content.topAnchor.constraint(equalTo: header.topAnchor),
            content.bottomAnchor.constraint(equalTo: header.bottomAnchor),
        ])
        table.tableHeaderView = header
        let log = HeadlessLog.capture { table.layoutIfNeeded() }
        #expect(log.isEmpty)
        #expect(table.traitCollection.displayScale == 3)
        // 375.5 is 1126.5 pixels: the header's right edge rounds up to 1127 / 3.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 1127.0 / 3, height: 30))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 1127.0 / 3, height: 30))
    }

    @Test func footerGoesBelowTheHeader() {
        let (root, table) = table()
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        table.tableFooterView = footer
        root.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 120, width: 320, height: 44))
        #expect(table.contentSize == CGSize(width: 320, height: 164))
        // The common `tableFooterView = UIView()` is a zero-height footer.
        table.tableFooterView = UIView()
        root.layoutIfNeeded()
        #expect(footer.superview == nil)
        #expect(table.contentSize == CGSize(width: 320, height: 120))
    }

    @Test func heightChangesTakeEffectOnReassignment() {
        let (root, table) = table()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
        table.tableHeaderView = header
        root.layoutIfNeeded()
        header.frame.size.height = 200
        root.layoutIfNeeded()
        // The table keeps the height it read on assignment.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
        header.frame.size.height = 200
        table.tableHeaderView = header
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(table.contentSize.height == 200)
    }

    @Test func widthFollowsTheTable() {
        let (root, table) = table()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 80))
        table.tableHeaderView = header
        table.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 80))
        #expect(table.contentSize == CGSize(width: 400, height: 80))
    }

    @Test func headerContentLaidOutWithConstraints() {
        // A label-like view inset by 16 inside the header follows the table's width.
        let (root, table) = table()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        let title = constrainedSubview(of: header)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
        ])
        table.tableHeaderView = header
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 8, width: 288, height: 44))
    }

    @Test func stylesAndInitialisers() {
        #expect(UITableView(frame: .zero).style == .plain)
        #expect(UITableView().style == .plain)
        #expect(UITableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
        #expect(UITableView.Style.grouped.rawValue == 1)
        #expect(UITableView().tableHeaderView == nil)
    }
}
