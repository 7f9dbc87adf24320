import AutoLayoutConvenience

/// A profile screen's section header view: a 64-point avatar beside the name and handle.
final class ProfileSectionHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "ProfileSectionHeaderView"

    let avatarView = UIView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let textStack = UIStackView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)

        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.backgroundColor = .systemTeal
        avatarView.layer.cornerRadius = 32
        contentView.addSubview(avatarView)

        nameLabel.font = .preferredFont(forTextStyle: .title2)
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel

        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(handleLabel)
        textStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textStack)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 64),
            avatarView.heightAnchor.constraint(equalToConstant: 64),
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            textStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 16),
            textStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            textStack.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, handle: String) {
        nameLabel.text = name
        handleLabel.text = handle
    }
}
