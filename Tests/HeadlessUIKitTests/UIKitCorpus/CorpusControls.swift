#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A message row built the way app code builds one: a symbol avatar, a Dynamic Type name label,
/// a plain configuration button and a wrapping body label.
final class CorpusMessageCell: UIView {
    let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
    let nameLabel = UILabel()
    let bodyLabel = UILabel()
    let followButton: UIButton
    let noteView = UITextView()

    override init(frame: CGRect) {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Follow"
        followButton = UIButton(configuration: configuration)
        super.init(frame: frame)

        avatar.contentMode = .scaleAspectFill
        avatar.layer.cornerRadius = 20
        avatar.clipsToBounds = true

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = .label
        nameLabel.text = "Ada Lovelace"

        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        bodyLabel.lineBreakMode = .byWordWrapping
        bodyLabel.textAlignment = .natural
        bodyLabel.text = "Analytical engines weave algebraic patterns just as looms weave flowers and leaves."

        followButton.setContentHuggingPriority(.required, for: .horizontal)
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        followButton.tintColor = .systemBlue

        noteView.isScrollEnabled = false
        noteView.isEditable = false
        noteView.font = .systemFont(ofSize: 12, weight: .regular)
        noteView.text = "Sent from the engine"

        for view in [avatar, nameLabel, bodyLabel, followButton, noteView] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),

            followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            followButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),

            bodyLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: nameLabel.lastBaselineAnchor, constant: 8),
            bodyLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),

            noteView.leadingAnchor.constraint(equalTo: bodyLabel.leadingAnchor),
            noteView.trailingAnchor.constraint(equalTo: bodyLabel.trailingAnchor),
            noteView.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 4),
            noteView.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The label's size for a width, as a sizing pass in a table cell would ask for it.
    func bodyHeight(forWidth width: CGFloat) -> CGFloat {
        bodyLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
