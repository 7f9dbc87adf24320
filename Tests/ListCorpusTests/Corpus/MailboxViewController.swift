import AutoLayoutConvenience

/// A mailbox: a plain table whose rows deselect after a tap, swipe to delete or to flag,
/// and keep the current message selected while it is shown beside the list.
final class MailboxViewController: UITableViewController, UITableViewDataSourcePrefetching {
    private(set) var messages = ["Lunch on Friday?", "Your order has shipped", "Minutes of the weekly meeting", "Invoice 2026-11"]
    private(set) var flagged: Set<String> = []
    private(set) var opened: [String] = []
    private(set) var prefetched: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.allowsMultipleSelection = false
        tableView.prefetchDataSource = self
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(messages[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Shows a message as the current one: its row stays selected.
    func showCurrent(_ row: Int) {
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let message = messages[indexPath.row]
        let flag = UIContextualAction(style: .normal, title: flagged.contains(message) ? "Unflag" : "Flag") { [weak self] _, _, completion in
            if self?.flagged.remove(message) == nil { self?.flagged.insert(message) }
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [flag])
    }
}
