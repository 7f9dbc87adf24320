import AutoLayoutConvenience

/// A shopping app's product row: a thumbnail, a wrapping name and a price label that hugs its text on the trailing side.
final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"

    let thumbnailView = UIView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        thumbnailView.backgroundColor = .systemGray6
        thumbnailView.layer.cornerRadius = 6

        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.numberOfLines = 0

        priceLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        priceLabel.textAlignment = .right
        priceLabel.setContentHuggingPriority(.required, for: .horizontal)
        priceLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        for view in [thumbnailView, nameLabel, priceLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            thumbnailView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            thumbnailView.topAnchor.constraint(equalTo: margins.topAnchor),
            thumbnailView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            thumbnailView.widthAnchor.constraint(equalToConstant: 60),
            thumbnailView.heightAnchor.constraint(equalToConstant: 60),

            nameLabel.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            priceLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            priceLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            priceLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, price: String) {
        nameLabel.text = name
        priceLabel.text = price
    }
}
