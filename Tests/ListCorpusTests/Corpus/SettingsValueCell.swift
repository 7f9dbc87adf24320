import AutoLayoutConvenience

/// A Settings row such as "Wi-Fi — HomeNetwork ›", in the built-in `.value1` style forced by the initializer.
final class SettingsValueCell: UITableViewCell {
    static let reuseIdentifier = "SettingsValueCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, value: String?) {
        textLabel?.text = title
        detailTextLabel?.text = value
    }
}
