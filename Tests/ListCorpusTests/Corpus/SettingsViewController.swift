import AutoLayoutConvenience

/// The Settings app's root screen: an inset-grouped table view controller with titled sections of mixed rows.
final class SettingsViewController: UITableViewController {
    enum Row {
        case toggle(String, isOn: Bool)
        case value(String, String)
        case action(String)
    }

    struct Section {
        let title: String
        let footer: String?
        let rows: [Row]
    }

    let sections: [Section] = [
        Section(title: "Connectivity", footer: nil, rows: [
            .toggle("Airplane Mode", isOn: false),
            .value("Wi-Fi", "HomeNetwork"),
            .value("Bluetooth", "On"),
            .value("Cellular", "Off"),
            .toggle("Personal Hotspot", isOn: true),
        ]),
        Section(title: "Notifications", footer: "Previews show the content of messages on the Lock Screen.", rows: [
            .toggle("Allow Notifications", isOn: true),
            .value("Show Previews", "When Unlocked"),
            .value("Announce Notifications", "Off"),
        ]),
        Section(title: "General", footer: nil, rows: [
            .value("About", ""),
            .value("Software Update", "17.0"),
            .value("Storage", "48.2 GB of 128 GB Used"),
            .value("Language & Region", "English"),
            .value("Date & Time", "Automatic"),
            .value("Keyboard", "3"),
        ]),
        Section(title: "Account", footer: nil, rows: [
            .action("Sign Out"),
        ]),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(SettingsValueCell.self, forCellReuseIdentifier: SettingsValueCell.reuseIdentifier)
        tableView.register(SettingsToggleCell.self, forCellReuseIdentifier: SettingsToggleCell.reuseIdentifier)
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case let .toggle(title, isOn):
            let cell = tableView.dequeueReusableCell(withIdentifier: SettingsToggleCell.reuseIdentifier, for: indexPath) as! SettingsToggleCell
            cell.configure(title: title, isOn: isOn)
            return cell
        case let .value(title, value):
            let cell = tableView.dequeueReusableCell(withIdentifier: SettingsValueCell.reuseIdentifier, for: indexPath) as! SettingsValueCell
            cell.configure(title: title, value: value)
            return cell
        case let .action(title):
            let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath) as! MenuItemCell
            cell.configure(title: title, isDestructive: true)
            return cell
        }
    }
}
