import AutoLayoutConvenience

/// A user profile screen: a cover banner as the table header view, a reusable section header view and notes.
final class ProfileViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let coverHeight: CGFloat = 180

    let tableView = UITableView(frame: .zero, style: .plain)
    let coverView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: ProfileViewController.coverHeight))
    let coverTitleLabel = UILabel()

    let notes: [(title: String, preview: String, date: String)] = (1...25).map { number in
        ("Note \(number)",
         number % 3 == 0
            ? "Groceries: eggs, flour, butter, sugar, lemons, vanilla, and something for Sunday's dinner with the neighbours."
            : "Call the bank.",
         "March \(number), 2024")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        coverView.backgroundColor = .systemMint
        coverTitleLabel.text = "Ada Lovelace"
        coverTitleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        coverTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        coverView.addSubview(coverTitleLabel)
        NSLayoutConstraint.activate([
            coverTitleLabel.leadingAnchor.constraint(equalTo: coverView.layoutMarginsGuide.leadingAnchor),
            coverTitleLabel.bottomAnchor.constraint(equalTo: coverView.layoutMarginsGuide.bottomAnchor),
        ])

        tableView.register(ProfileSectionHeaderView.self, forHeaderFooterViewReuseIdentifier: ProfileSectionHeaderView.reuseIdentifier)
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.estimatedRowHeight = 80
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 96
        tableView.tableHeaderView = coverView

        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
        let note = notes[indexPath.row]
        cell.configure(title: note.title, preview: note.preview, date: note.date)
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: ProfileSectionHeaderView.reuseIdentifier) as? ProfileSectionHeaderView
        header?.configure(name: "Ada Lovelace", handle: "@ada")
        return header
    }
}
