import AutoLayoutConvenience

/// A team directory row: a fixed 44×44 avatar with the name above the role, centred beside it.
final class PersonRowCell: UITableViewCell {
    static let reuseIdentifier = "PersonRowCell"

    let avatarView = UIView()
    let nameLabel = UILabel()
    let roleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        avatarView.backgroundColor = .systemIndigo
        avatarView.layer.cornerRadius = 22
        nameLabel.font = .preferredFont(forTextStyle: .body)
        roleLabel.font = .preferredFont(forTextStyle: .footnote)
        roleLabel.textColor = .secondaryLabel

        for view in [avatarView, nameLabel, roleLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalToConstant: 44),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),

            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: avatarView.centerYAnchor, constant: -1),

            roleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            roleLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            roleLabel.topAnchor.constraint(equalTo: avatarView.centerYAnchor, constant: 1),
        ])
        separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, role: String) {
        nameLabel.text = name
        roleLabel.text = role
    }
}
