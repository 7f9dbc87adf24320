import AutoLayoutConvenience

/// An activity inbox row: an icon, a wrapping message with its time, and a pill-shaped unread-count badge.
final class NotificationCell: UITableViewCell {
    static let reuseIdentifier = "NotificationCell"

    let iconView = UIImageView()
    let messageLabel = UILabel()
    let timeLabel = UILabel()
    let badgeView = UIView()
    let badgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        iconView.image = UIImage(systemName: "bell.fill")
        iconView.tintColor = .systemOrange
        iconView.contentMode = .scaleAspectFit

        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.numberOfLines = 0
        timeLabel.font = .preferredFont(forTextStyle: .caption2)
        timeLabel.textColor = .secondaryLabel

        badgeView.backgroundColor = .systemRed
        badgeView.layer.cornerRadius = 10
        badgeLabel.font = .systemFont(ofSize: 13, weight: .bold)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center

        for view in [iconView, messageLabel, timeLabel, badgeView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badgeView.addSubview(badgeLabel)

        badgeView.setContentHuggingPriority(.required, for: .horizontal)
        badgeView.setContentCompressionResistancePriority(.required, for: .horizontal)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconView.topAnchor.constraint(equalTo: margins.topAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 24),
            iconView.heightAnchor.constraint(equalToConstant: 24),

            messageLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            messageLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: badgeView.leadingAnchor, constant: -12),

            timeLabel.leadingAnchor.constraint(equalTo: messageLabel.leadingAnchor),
            timeLabel.trailingAnchor.constraint(equalTo: messageLabel.trailingAnchor),
            timeLabel.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 4),
            timeLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),

            badgeView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            badgeView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            badgeView.heightAnchor.constraint(equalToConstant: 20),
            badgeView.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),

            badgeLabel.leadingAnchor.constraint(equalTo: badgeView.leadingAnchor, constant: 6),
            badgeLabel.trailingAnchor.constraint(equalTo: badgeView.trailingAnchor, constant: -6),
            badgeLabel.centerYAnchor.constraint(equalTo: badgeView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(message: String, time: String, unreadCount: Int) {
        messageLabel.text = message
        timeLabel.text = time
        badgeLabel.text = unreadCount > 99 ? "99+" : "\(unreadCount)"
        badgeView.isHidden = unreadCount == 0
    }
}
