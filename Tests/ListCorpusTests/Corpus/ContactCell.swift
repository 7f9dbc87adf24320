import AutoLayoutConvenience

/// A Contacts list row: the built-in `.subtitle` style with a person glyph in the image view and an inset separator.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        imageView?.image = UIImage(systemName: "person.crop.circle")
        imageView?.tintColor = .systemGray
        detailTextLabel?.textColor = .secondaryLabel
        separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
        accessoryType = .detailButton
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, phone: String) {
        textLabel?.text = name
        detailTextLabel?.text = phone
    }
}
