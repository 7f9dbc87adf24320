import AutoLayoutConvenience

/// A screen that calls the table API an app reaches for when it edits and scrolls a list: every
/// call here must mean the same against UIKit and HeadlessUIKit.
final class TableAPITourViewController: UITableViewController {
    private(set) var rows = (0..<30).map { "Item \($0)" }
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.estimatedRowHeight = UITableView.automaticDimension
        tableView.rowHeight = 50
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.sectionHeaderTopPadding = 0
        tableView.separatorStyle = .singleLine
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        tableView.allowsMultipleSelection = false
        tableView.cellLayoutMarginsFollowReadableWidth = false
        tableView.backgroundView = UIView()
        tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = indexPath.row.isMultiple(of: 2) ? .checkmark : .none
        cell.selectionStyle = .default
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Items"
        return header
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("show \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("hide \(indexPath.row)")
    }

    /// Removes the first two rows and adds one at the end, in one batch.
    func editRows() {
        tableView.performBatchUpdates({
            self.rows.removeFirst(2)
            self.rows.append("New")
            self.tableView.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
            self.tableView.insertRows(at: [IndexPath(row: self.rows.count - 1, section: 0)], with: .fade)
        }, completion: { _ in })
    }

    /// Scrolls to the last row and reports what the table shows.
    func showLastRow() -> (visible: [IndexPath], frame: CGRect, cell: UITableViewCell?) {
        let last = IndexPath(row: rows.count - 1, section: 0)
        tableView.scrollToRow(at: last, at: .bottom, animated: false)
        let visible = tableView.indexPathsForVisibleRows ?? []
        return (visible, tableView.rectForRow(at: last), tableView.cellForRow(at: last))
    }

    /// The section's frame, the row under a point and the rows in a rectangle.
    func geometry() -> (section: CGRect, header: CGRect, row: IndexPath?, rows: [IndexPath]) {
        let section = tableView.rect(forSection: 0)
        let header = tableView.rectForHeader(inSection: 0)
        let row = tableView.indexPathForRow(at: CGPoint(x: 10, y: header.maxY + 75))
        let rows = tableView.indexPathsForRows(in: CGRect(x: 0, y: header.maxY, width: 10, height: 120)) ?? []
        return (section, header, row, rows)
    }
}
