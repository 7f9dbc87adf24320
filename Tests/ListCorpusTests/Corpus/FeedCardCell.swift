import AutoLayoutConvenience

/// A social feed's post card: a 16:9 image placeholder, a title, a wrapping body and a row of Like / Comment / Share buttons.
final class FeedCardCell: UITableViewCell {
    static let reuseIdentifier = "FeedCardCell"

    let mediaView = UIView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let likeButton = UIButton(type: .system)
    let commentButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)
    let actionStack = UIStackView()
    let cardStack = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        mediaView.backgroundColor = .secondarySystemBackground
        mediaView.layer.cornerRadius = 8
        mediaView.clipsToBounds = true

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 2

        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0

        likeButton.setTitle("Like", for: .normal)
        commentButton.setTitle("Comment", for: .normal)
        shareButton.setTitle("Share", for: .normal)
        for button in [likeButton, commentButton, shareButton] {
            actionStack.addArrangedSubview(button)
        }
        actionStack.axis = .horizontal
        actionStack.distribution = .fillEqually
        actionStack.spacing = 8

        cardStack.axis = .vertical
        cardStack.spacing = 8
        cardStack.translatesAutoresizingMaskIntoConstraints = false
        for view in [mediaView, titleLabel, bodyLabel, actionStack] {
            cardStack.addArrangedSubview(view)
        }
        cardStack.setCustomSpacing(12, after: mediaView)
        contentView.addSubview(cardStack)

        let bottom = cardStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            cardStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            cardStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            cardStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bottom,
            mediaView.heightAnchor.constraint(equalTo: mediaView.widthAnchor, multiplier: 9.0 / 16.0),
            actionStack.heightAnchor.constraint(equalToConstant: 36),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, body: String) {
        titleLabel.text = title
        bodyLabel.text = body
    }
}
