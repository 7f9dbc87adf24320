import AutoLayoutConvenience

/// A Settings › Privacy screen written with content configurations: an icon, a title and a
/// trailing value in each row, and a long explanation that wraps.
final class PrivacySettingsViewController: UITableViewController {
    let rows: [(symbol: String, title: String, value: String)] = [
        ("location.fill", "Location Services", "On"),
        ("hand.raised.fill", "Tracking", "Off"),
        ("person.2.fill", "Contacts", "3 apps"),
        ("calendar", "Calendars", "1 app"),
    ]
    let explanation = "When an app asks to use your data, you decide. Apps that have asked appear here, and you can change your mind at any time."

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Privacy & Security"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? rows.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if indexPath.section == 0 {
            let row = rows[indexPath.row]
            var content = UIListContentConfiguration.valueCell()
            content.image = UIImage(systemName: row.symbol)
            content.text = row.title
            content.secondaryText = row.value
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
        } else {
            var content = cell.defaultContentConfiguration()
            content.text = explanation
            content.textProperties.font = .preferredFont(forTextStyle: .footnote)
            content.textProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.accessoryType = .none
        }
        return cell
    }
}
