import Foundation
import HeadlessUIKit
import Testing

/// A table view controller with ten default rows on the iPhone SE configuration, as
/// swift-snapshot-testing recorded it (`testTableViewController.2.txt` at commit ffeba83,
/// 320 × 568 with a 20-point status bar, 2× iOS 12.1 simulator): the table fills the screen,
/// its content starts below the status bar (adjusted inset 20, offset −20), rows are 44 high,
/// each content view 43.5 high (half a point for the separator) and each title 16 points in
/// from the left across 288. Case id C01 in docs/research/fidelity-sources.md.
@Suite @MainActor struct TableFidelityTests {
    private final class Rows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    @Test func tenDefaultRowsBelowTheStatusBar() throws {
        let device = FidelityFixture.device(320, 568, scale: 2, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = Rows(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(table.adjustedContentInset.top == 20 && table.contentOffset.y == -20)
        #expect(table.contentSize == CGSize(width: 320, height: 440))
        let cells = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(cells.map(\.frame) == (0..<10).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 320, height: 44) })
        for cell in cells {
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
            let title = try #require(cell.textLabel)
            #expect(title.frame == CGRect(x: 16, y: 0, width: 288, height: 43.5), "\(title.frame)")
        }
    }
}
