import AutoLayoutConvenience

/// A discussion thread screen: a table view controller of indented self-sizing comments and a "Load more" footer.
final class CommentsViewController: UITableViewController {
    struct Comment {
        let author: String
        let body: String
        let depth: Int
    }

    let comments: [Comment] = (0..<36).map { index in
        let depth = [0, 1, 2, 1, 0, 1, 2, 3, 0][index % 9]
        let bodies = [
            "Great write-up, thanks for sharing.",
            "I disagree with the second point: the benchmark only measures warm caches, and cold starts are what users actually notice on older devices.",
            "Source?",
            "Agreed. We saw the same thing after migrating last year; it took a couple of releases to get back to where we were.",
        ]
        return Comment(author: "user\(index % 7) · \(index + 1)h", body: bodies[index % bodies.count], depth: depth)
    }

    let loadMoreLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 56))

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Comments"
        tableView.register(CommentCell.self, forCellReuseIdentifier: CommentCell.reuseIdentifier)
        tableView.estimatedRowHeight = 88
        loadMoreLabel.text = "Load more comments"
        loadMoreLabel.textAlignment = .center
        loadMoreLabel.textColor = .link
        tableView.tableFooterView = loadMoreLabel
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        comments.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CommentCell.reuseIdentifier, for: indexPath) as! CommentCell
        let comment = comments[indexPath.row]
        cell.configure(author: comment.author, body: comment.body, depth: comment.depth)
        return cell
    }
}
