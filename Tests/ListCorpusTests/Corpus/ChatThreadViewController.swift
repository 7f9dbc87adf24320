import AutoLayoutConvenience

/// A chat conversation screen: a plain view controller with a table pinned to the safe area and a separate data source object.
final class ChatThreadViewController: UIViewController {
    struct Message {
        let text: String
        let isOutgoing: Bool
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource = ChatThreadDataSource(messages: ChatThreadViewController.sampleMessages)

    static let sampleMessages: [Message] = (0..<40).map { index in
        let texts = [
            "Hey! Are we still on for lunch tomorrow?",
            "Yes, 12:30 at the usual place.",
            "Great. Could you bring the notes from Monday's meeting? I left my copy at the office and I need to go over the budget section before we talk to the client on Thursday.",
            "Sure.",
            "Thanks, see you then 👋",
        ]
        return Message(text: "\(texts[index % texts.count]) (#\(index + 1))", isOutgoing: index % 2 == 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ada"
        view.backgroundColor = .systemBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.separatorStyle = .none
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.register(ChatBubbleCell.self, forCellReuseIdentifier: ChatBubbleCell.reuseIdentifier)
        tableView.dataSource = dataSource
        view.addSubview(tableView)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    /// Sends a message: appends it and scrolls to it.
    func send(_ text: String) {
        dataSource.messages.append(Message(text: text, isOutgoing: true))
        let indexPath = IndexPath(row: dataSource.messages.count - 1, section: 0)
        tableView.insertRows(at: [indexPath], with: .bottom)
        tableView.scrollToRow(at: indexPath, at: .bottom, animated: false)
    }
}

/// The messages of a conversation, served to a table.
@MainActor
final class ChatThreadDataSource: NSObject, UITableViewDataSource {
    var messages: [ChatThreadViewController.Message]

    init(messages: [ChatThreadViewController.Message]) {
        self.messages = messages
        super.init()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ChatBubbleCell.reuseIdentifier, for: indexPath)
        let message = messages[indexPath.row]
        (cell as? ChatBubbleCell)?.configure(text: message.text, isOutgoing: message.isOutgoing)
        return cell
    }
}
