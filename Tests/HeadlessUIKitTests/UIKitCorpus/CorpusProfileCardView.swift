#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A card with an avatar, a title and a badge, laid out with anchors in `init` and adjusted in
/// `updateConstraints()` and on trait changes, the way app code does it.
final class CorpusProfileCardView: UIView {
    let avatar = UIView()
    let title = UIView()
    let badge = CorpusBadgeView()
    private var avatarSize: NSLayoutConstraint?
    private(set) var isCompact = false
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [avatar, title, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let avatarSize = avatar.widthAnchor.constraint(equalToConstant: 64)
        avatarSize.identifier = "avatar-size"
        self.avatarSize = avatarSize
        let titleTrailing = title.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -8)
        titleTrailing.priority = .defaultHigh
        NSLayoutConstraint.activate([
            avatarSize,
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            title.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -8),
            titleTrailing,
            title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            badge.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (card: CorpusProfileCardView, _: UITraitCollection) in
            card.isCompact = card.traitCollection.verticalSizeClass == .compact
            card.setNeedsUpdateConstraints()
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func updateConstraints() {
        avatarSize?.constant = isCompact ? 40 : 64
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }
}
