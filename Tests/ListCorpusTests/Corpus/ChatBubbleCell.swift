import AutoLayoutConvenience

/// A messaging app's chat bubble: a wrapping message, at most 3/4 of the row wide, leading when received and trailing when sent.
final class ChatBubbleCell: UITableViewCell {
    static let reuseIdentifier = "ChatBubbleCell"

    let bubbleView = UIView()
    let messageLabel = UILabel()
    private(set) var isOutgoing = false
    private(set) var incomingConstraint: NSLayoutConstraint!
    private(set) var outgoingConstraint: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        bubbleView.translatesAutoresizingMaskIntoConstraints = false
        bubbleView.layer.cornerRadius = 16
        bubbleView.backgroundColor = .systemGray5
        contentView.addSubview(bubbleView)

        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        bubbleView.addSubview(messageLabel)

        incomingConstraint = bubbleView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
        outgoingConstraint = bubbleView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor)

        NSLayoutConstraint.activate([
            bubbleView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubbleView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubbleView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),

            messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 8),
            messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -12),
            messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -8),

            incomingConstraint,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(text: String, isOutgoing: Bool) {
        messageLabel.text = text
        self.isOutgoing = isOutgoing
        if isOutgoing {
            incomingConstraint.isActive = false
            outgoingConstraint.isActive = true
            bubbleView.backgroundColor = .systemBlue
            messageLabel.textColor = .white
        } else {
            outgoingConstraint.isActive = false
            incomingConstraint.isActive = true
            bubbleView.backgroundColor = .systemGray5
            messageLabel.textColor = .label
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        messageLabel.text = nil
    }
}
