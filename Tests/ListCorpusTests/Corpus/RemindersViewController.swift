import AutoLayoutConvenience

/// A reminders list built the modern way: a diffable data source subclass with section titles,
/// snapshots applied on changes, and a registered subtitle-style cell.
final class RemindersViewController: UIViewController {
    enum Section: String, Hashable, Sendable, CaseIterable {
        case today = "Today"
        case scheduled = "Scheduled"
    }

    struct Reminder: Hashable, Sendable {
        let id: Int
        let title: String
        let note: String
    }

    final class DataSource: UITableViewDiffableDataSource<Section, Reminder> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    final class ReminderCell: UITableViewCell {
        static let reuseIdentifier = "ReminderCell"

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var dataSource: DataSource!
    private(set) var reminders: [Section: [Reminder]] = [
        .today: [Reminder(id: 1, title: "Water the plants", note: "Balcony and kitchen"),
                 Reminder(id: 2, title: "Pay the electricity bill", note: "Due tomorrow")],
        .scheduled: (3...8).map { Reminder(id: $0, title: "Scheduled task \($0)", note: "In \($0) days") },
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminders"
        tableView.register(ReminderCell.self, forCellReuseIdentifier: ReminderCell.reuseIdentifier)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, reminder in
            let cell = tableView.dequeueReusableCell(withIdentifier: ReminderCell.reuseIdentifier, for: indexPath)
            cell.textLabel?.text = reminder.title
            cell.detailTextLabel?.text = reminder.note
            return cell
        }
        applySnapshot()
    }

    /// Shows the reminders as they are now.
    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Reminder>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems(reminders[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Marks a reminder done: it leaves the list.
    func complete(_ reminder: Reminder) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([reminder])
        for section in Section.allCases { reminders[section]?.removeAll { $0 == reminder } }
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
