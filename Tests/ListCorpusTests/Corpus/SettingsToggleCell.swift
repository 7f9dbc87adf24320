import AutoLayoutConvenience

/// A Settings switch row such as "Airplane Mode", with a 51×31 switch stand-in as the accessory view.
final class SettingsToggleCell: UITableViewCell {
    static let reuseIdentifier = "SettingsToggleCell"

    /// Stands in for a `UISwitch`, at a switch's size.
    let switchView = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    private(set) var isOn = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        switchView.layer.cornerRadius = 15.5
        switchView.backgroundColor = .systemGray4
        accessoryView = switchView
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, isOn: Bool) {
        textLabel?.text = title
        self.isOn = isOn
        switchView.backgroundColor = isOn ? .systemGreen : .systemGray4
    }
}
