import AutoLayoutConvenience

/// A news app's front page, with this package's DSL: a table filling the safe area with a self-sizing header.
final class ArticleListViewController: UIViewController, UITableViewDataSource {
    enum Section: Int, CaseIterable {
        case stories
        case writers
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    let editionLabel = UILabel(text: "The Morning Edition", textStyle: .largeTitle)
    let dateLabel = UILabel(text: "Tuesday, 12 March 2024 · Updated 7:45", textStyle: .subheadline, color: .secondaryLabel)

    let stories: [(kicker: String, headline: String, byline: String)] = (1...24).map { number in
        let headlines = [
            "City council approves new cycle lanes",
            "Researchers find a faster way to recycle lithium batteries, promising cheaper electric cars within the decade",
            "Local bakery wins national award",
        ]
        let kickers = ["Local", "Science", "Food"]
        return (kickers[number % 3], "\(headlines[number % 3]) (\(number))", "By Reporter \(number % 5 + 1) · \(number * 2) min read")
    }
    let writers: [(name: String, beat: String)] = [
        ("Margaret Hamilton", "Technology"), ("Barbara Liskov", "Science"), ("Grace Hopper", "Politics"),
        ("Frances Allen", "Business"), ("Radia Perlman", "Culture"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.register(ArticleSummaryCell.self, forCellReuseIdentifier: ArticleSummaryCell.reuseIdentifier)
        tableView.register(AuthorRowCell.self, forCellReuseIdentifier: AuthorRowCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.estimatedRowHeight = 96
        view.addSubview(tableView, filling: .safeArea)

        let header = UIView.verticallyStacked(editionLabel, dateLabel, spacing: 4, insets: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 12, trailing: 16))
        tableView.selfSizingTableHeaderView = header
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .stories: "Top Stories"
        case .writers: "Our Writers"
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .stories: stories.count
        case .writers: writers.count
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .stories:
            let cell = tableView.dequeueReusableCell(withIdentifier: ArticleSummaryCell.reuseIdentifier, for: indexPath) as! ArticleSummaryCell
            let story = stories[indexPath.row]
            cell.configure(kicker: story.kicker, headline: story.headline, byline: story.byline)
            return cell
        case .writers:
            let cell = tableView.dequeueReusableCell(withIdentifier: AuthorRowCell.reuseIdentifier, for: indexPath) as! AuthorRowCell
            let writer = writers[indexPath.row]
            cell.configure(name: writer.name, beat: writer.beat)
            return cell
        }
    }
}
