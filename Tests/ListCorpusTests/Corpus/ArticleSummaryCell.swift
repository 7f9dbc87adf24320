import AutoLayoutConvenience

/// A news reader's article row, with this package's DSL: kicker, headline and byline stacked in the layout margins.
final class ArticleSummaryCell: UITableViewCell {
    static let reuseIdentifier = "ArticleSummaryCell"

    let kickerLabel = UILabel(textStyle: .caption1, color: .systemRed)
    let headlineLabel = UILabel(textStyle: .headline)
    let bylineLabel = UILabel(textStyle: .footnote, color: .secondaryLabel, numberOfLines: 1)
    let stackView: UIStackView

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        stackView = UIView.verticallyStacked(kickerLabel, headlineLabel, bylineLabel, spacing: 4)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(stackView, filling: .layoutMargins)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(kicker: String, headline: String, byline: String) {
        kickerLabel.text = kicker.uppercased()
        headlineLabel.text = headline
        bylineLabel.text = byline
    }
}
