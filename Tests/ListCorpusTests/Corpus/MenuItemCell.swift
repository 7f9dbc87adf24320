import AutoLayoutConvenience

/// An account menu row ("Privacy ›" or a red "Sign Out") with no initializer of its own, only built-in parts.
final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"

    private(set) var isDestructive = false

    func configure(title: String, isDestructive: Bool = false) {
        self.isDestructive = isDestructive
        textLabel?.text = title
        textLabel?.textColor = isDestructive ? .systemRed : .label
        textLabel?.textAlignment = isDestructive ? .center : .natural
        accessoryType = isDestructive ? .none : .disclosureIndicator
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isDestructive = false
        accessoryType = .none
        textLabel?.textColor = .label
        textLabel?.textAlignment = .natural
    }
}
