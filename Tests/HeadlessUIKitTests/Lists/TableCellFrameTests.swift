import Foundation
import HeadlessUIKit
import Testing

/// Cell, content view, label and separator frames of a table, against frames iOS recorded.
///
/// Source: swift-snapshot-testing's reference `testTableViewController.2.txt`
/// (pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/
/// SnapshotTestingTests, 2018): a `UITableViewController` with ten `.default` rows on an
/// iPhone SE (320 × 568, 2×) prints `contentOffset: {0, -20}; contentSize: {320, 440}`, the last
/// cell at `(0 396; 320 44)`, its content view `(0 0; 320 43.5)`, its label `(16 0; 288 43.5)` and
/// its separator `(16 43.5; 304 0.5)`.
@Suite @MainActor struct TableCellFrameTests {
    private let keeper = WindowKeeper()

    private final class TenRows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    @Test func tenDefaultRowsAsTheRecordedReference() throws {
        let controller = TenRows(style: .plain)
        _ = show(controller, on: firstIPhoneSE, keeper: keeper)
        let table = try #require(controller.tableView)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(table.contentOffset == CGPoint(x: 0, y: -20))
        #expect(table.contentSize == CGSize(width: 320, height: 440))
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 9, section: 0)))
        #expect(cell.superview === table)
        #expect(cell.frame == CGRect(x: 0, y: 396, width: 320, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 43.5))
        let separator = try #require(cell.subviews.first { String(describing: type(of: $0)) == "_UITableViewCellSeparatorView" })
        #expect(separator.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }

    /// A disclosure indicator narrows a 320-point cell's content view to 286 points (iPhone 5
    /// recordings with a chevron: content view `(0 0; 286 44)`, openradar 18290376: 286).
    @Test func aDisclosureIndicatorNarrowsTheContentView() throws {
        let rows = TextRows([["Wi-Fi"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = rows
        final class Chevrons: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                cell.accessoryType = .disclosureIndicator
            }
        }
        let delegate = Chevrons()
        table.delegate = delegate
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.frame.width == 286)
    }
}
