import AutoLayoutConvenience

/// A store's promotional banner row: a rounded card pinned to the content view's edges with fixed insets.
final class PromoBannerCell: UITableViewCell {
    static let reuseIdentifier = "PromoBannerCell"
    static let cardInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    let cardView = UIView()
    let headlineLabel = UILabel()
    let actionLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear

        cardView.backgroundColor = .systemPurple
        cardView.layer.cornerRadius = 12
        headlineLabel.font = .preferredFont(forTextStyle: .title3)
        headlineLabel.textColor = .white
        headlineLabel.numberOfLines = 0
        actionLabel.font = .preferredFont(forTextStyle: .callout)
        actionLabel.textColor = .white

        cardView.translatesAutoresizingMaskIntoConstraints = false
        headlineLabel.translatesAutoresizingMaskIntoConstraints = false
        actionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(cardView)
        cardView.addSubview(headlineLabel)
        cardView.addSubview(actionLabel)

        let insets = Self.cardInsets
        NSLayoutConstraint.activate([
            cardView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: insets.top),
            cardView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: insets.left),
            cardView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -insets.right),
            cardView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -insets.bottom),

            headlineLabel.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 16),
            headlineLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 16),
            headlineLabel.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -16),

            actionLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 8),
            actionLabel.leadingAnchor.constraint(equalTo: headlineLabel.leadingAnchor),
            actionLabel.trailingAnchor.constraint(lessThanOrEqualTo: headlineLabel.trailingAnchor),
            actionLabel.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(headline: String, action: String) {
        headlineLabel.text = headline
        actionLabel.text = action
    }
}
