import AutoLayoutConvenience

/// An app's notification inbox: badge rows where new notifications are inserted on top and dismissed ones deleted.
final class InboxViewController: UIViewController, UITableViewDataSource {
    struct Item {
        let message: String
        let time: String
        let unreadCount: Int
    }

    let tableView = UITableView()
    private(set) var items: [Item] = (0..<20).map { index in
        let messages = [
            "Grace commented on your photo.",
            "Your order #\(1000 + index) has shipped and will arrive on Thursday between 9 am and 1 pm.",
            "3 people liked your post.",
            "Reminder: dentist appointment tomorrow at 10:00.",
        ]
        return Item(message: messages[index % messages.count], time: "\(index + 1)m ago", unreadCount: [0, 1, 12, 0, 150][index % 5])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(NotificationCell.self, forCellReuseIdentifier: NotificationCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 72
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// A notification arrived: it goes on top.
    func receive(message: String, unreadCount: Int) {
        items.insert(Item(message: message, time: "now", unreadCount: unreadCount), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    }

    /// The user swiped rows away.
    func dismissItems(at rows: [Int]) {
        for row in rows.sorted(by: >) { items.remove(at: row) }
        tableView.deleteRows(at: rows.map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NotificationCell.reuseIdentifier, for: indexPath) as! NotificationCell
        let item = items[indexPath.row]
        cell.configure(message: item.message, time: item.time, unreadCount: item.unreadCount)
        return cell
    }
}
