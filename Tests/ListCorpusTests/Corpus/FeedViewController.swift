import AutoLayoutConvenience

/// A news feed: a table view controller of self-sizing post cards, with posts inserted on refresh and removed when hidden.
final class FeedViewController: UITableViewController {
    struct Post {
        let title: String
        let body: String
    }

    private(set) var posts: [Post] = (1...30).map { number in
        Post(title: "Post \(number): Weekend hiking trip",
             body: String(repeating: "We walked along the ridge and watched the sun set over the valley. ", count: number % 4 + 1))
    }

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(FeedCardCell.self, forCellReuseIdentifier: FeedCardCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 400
    }

    /// Adds a new post at the top, as pull to refresh does.
    func insertNewPost(title: String, body: String) {
        posts.insert(Post(title: title, body: body), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    /// Hides the post at `row`.
    func hidePost(at row: Int) {
        posts.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedCardCell.reuseIdentifier, for: indexPath) as! FeedCardCell
        let post = posts[indexPath.row]
        cell.configure(title: post.title, body: post.body)
        return cell
    }
}
