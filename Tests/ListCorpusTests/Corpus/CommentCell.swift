import AutoLayoutConvenience

/// A threaded discussion's comment: indented 20 points per reply level by a leading constraint's constant.
final class CommentCell: UITableViewCell {
    static let reuseIdentifier = "CommentCell"
    static let indentPerLevel: CGFloat = 20

    let threadLineView = UIView()
    let authorLabel = UILabel()
    let bodyLabel = UILabel()
    private(set) var depth = 0
    private(set) var indentationConstraint: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        threadLineView.backgroundColor = .separator
        authorLabel.font = .preferredFont(forTextStyle: .footnote)
        authorLabel.textColor = .secondaryLabel
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0

        for view in [threadLineView, authorLabel, bodyLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }

        let margins = contentView.layoutMarginsGuide
        indentationConstraint = threadLineView.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        NSLayoutConstraint.activate([
            indentationConstraint,
            threadLineView.topAnchor.constraint(equalTo: contentView.topAnchor),
            threadLineView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            threadLineView.widthAnchor.constraint(equalToConstant: 2),

            authorLabel.leadingAnchor.constraint(equalTo: threadLineView.trailingAnchor, constant: 10),
            authorLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            authorLabel.topAnchor.constraint(equalTo: margins.topAnchor),

            bodyLabel.leadingAnchor.constraint(equalTo: authorLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: authorLabel.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 4),
            bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(author: String, body: String, depth: Int) {
        authorLabel.text = author
        bodyLabel.text = body
        self.depth = depth
        indentationConstraint.constant = CGFloat(depth) * Self.indentPerLevel
        threadLineView.isHidden = depth == 0
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        configure(author: "", body: "", depth: 0)
    }
}
