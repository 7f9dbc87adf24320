import AutoLayoutConvenience

/// A "Preferred Language" picker: plain registered `UITableViewCell`s with a checkmark that follows the selection.
final class LanguagePickerViewController: UITableViewController {
    static let cellIdentifier = "LanguageCell"

    let languages = ["English", "Français", "Deutsch", "Español", "Italiano", "Português", "Nederlands", "Svenska",
                     "Norsk", "Dansk", "Suomi", "Polski", "Čeština", "Türkçe", "Ελληνικά", "日本語", "한국어", "中文"]
    private(set) var selectedIndex = 0

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Language"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        languages.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Apps and websites will use the first language in this list that they support."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = languages[indexPath.row]
        cell.accessoryType = indexPath.row == selectedIndex ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let previous = IndexPath(row: selectedIndex, section: 0)
        selectedIndex = indexPath.row
        tableView.cellForRow(at: previous)?.accessoryType = .none
        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    }
}
