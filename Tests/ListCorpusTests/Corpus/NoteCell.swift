import AutoLayoutConvenience

/// A notes app row: title, two-line preview and date in a vertical stack pinned to the content view's layout margins.
final class NoteCell: UITableViewCell {
    static let reuseIdentifier = "NoteCell"

    let titleLabel = UILabel()
    let previewLabel = UILabel()
    let dateLabel = UILabel()
    let stackView = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        previewLabel.font = .preferredFont(forTextStyle: .subheadline)
        previewLabel.textColor = .secondaryLabel
        previewLabel.numberOfLines = 2
        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        dateLabel.textColor = .tertiaryLabel

        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.spacing = 4
        [titleLabel, previewLabel, dateLabel].forEach(stackView.addArrangedSubview)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stackView)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: margins.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, preview: String, date: String) {
        titleLabel.text = title
        previewLabel.text = preview
        dateLabel.text = date
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        previewLabel.text = nil
        dateLabel.text = nil
    }
}
