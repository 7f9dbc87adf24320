import AutoLayoutConvenience

/// A Settings switch row such as "Airplane Mode", with a `UISwitch` as the accessory view that
/// reports its changes.
final class SettingsToggleCell: UITableViewCell {
    static let reuseIdentifier = "SettingsToggleCell"

    let switchView = UISwitch()
    var isOn: Bool { switchView.isOn }
    /// Called with the new value when the user flips the switch.
    var onChange: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        switchView.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onChange?(self.switchView.isOn)
        }, for: .valueChanged)
        accessoryView = switchView
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, isOn: Bool) {
        textLabel?.text = title
        switchView.setOn(isOn, animated: false)
    }
}
