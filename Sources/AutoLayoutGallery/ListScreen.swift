import AutoLayoutConvenience

extension GalleryScreen {
    /// A table of self-sizing cells whose content is laid out with the DSL: each row is its
    /// labels stacked in the content view's margins, so a row grows with its wrapping text.
    public static let list = GalleryScreen(
        name: "list",
        title: "Lists",
        code: """
            // in a UITableViewCell subclass
            let text = UIView.verticallyStacked(title, detail, spacing: 4)
            contentView.addSubview(text, filling: .layoutMargins)
            // the table sizes each row from its cell (rowHeight = .automaticDimension)
            """,
        content: .controller { GalleryListViewController(style: .insetGrouped) })
}

/// The gallery's list: settings-like sections of rows with a title and a detail that wraps.
final class GalleryListViewController: UITableViewController {
    private let sections: [(title: String, rows: [(String, String)])] = [
        ("Filling", [("filling: .layoutMargins", "The stack fills the content view's margins, so the row is as tall as its text."),
                     ("Wrapping", "A detail long enough to wrap onto a second line makes its row taller than the others.")]),
        ("Reuse", [("dequeueReusableCell", "Rows off screen hand their cells back; scrolling takes them again."),
                   ("prepareForReuse()", "Called before a cell shows another row."),
                   ("Estimates", "Rows not yet shown count at 44 points until they are measured.")]),
    ]

    final class Cell: UITableViewCell {
        let title = UILabel(textStyle: .headline)
        let detail = UILabel(textStyle: .subheadline, color: .secondaryLabel)

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let text = UIView.verticallyStacked(title, detail, spacing: 4)
            contentView.addSubview(text, filling: .layoutMargins)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Cell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if let cell = cell as? Cell {
            let row = sections[indexPath.section].rows[indexPath.row]
            cell.title.text = row.0
            cell.detail.text = row.1
        }
        return cell
    }
}
