import AutoLayoutConvenience

/// A "Writers" list row, with this package's DSL: a 44-point avatar beside a name and beat, in the layout margins.
final class AuthorRowCell: UITableViewCell {
    static let reuseIdentifier = "AuthorRowCell"

    let avatarView = UIView()
    let nameLabel = UILabel(textStyle: .body, numberOfLines: 1)
    let beatLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel, numberOfLines: 1)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.backgroundColor = .systemBrown
        avatarView.layer.cornerRadius = 22
        avatarView.constrain(widthAndHeight: 44)

        let text = UIView.verticallyStacked(nameLabel, beatLabel, spacing: 2)
        let row = UIView.horizontallyStacked(avatarView, text, alignment: .center, spacing: 12)
        contentView.addSubview(row, filling: .layoutMargins)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, beat: String) {
        nameLabel.text = name
        beatLabel.text = beat
    }
}
