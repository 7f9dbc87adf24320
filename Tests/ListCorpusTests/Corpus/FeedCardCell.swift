import AutoLayoutConvenience

/// A social feed's post card: a 16:9 image placeholder, a title, a wrapping body and a row of Like / Comment / Share buttons.
/// Like toggles with a small spring animation; Share opens a menu; the media reads as a photo.
/// (No `UIAccessibilityTraits` constants here: the iOS 17 SDK declares them as mutable globals,
/// which Swift 6 code cannot read; Swift 5 code can, and HeadlessUIKit has them.)
final class FeedCardCell: UITableViewCell {
    static let reuseIdentifier = "FeedCardCell"

    let mediaView = UIView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let likeButton = UIButton(type: .system)
    let commentButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)
    let actionStack = UIStackView()
    let cardStack = UIStackView()
    private(set) var isLiked = false
    /// Called with the card's title when the user chooses to copy its link.
    var onCopyLink: ((String) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        mediaView.backgroundColor = .secondarySystemBackground
        mediaView.layer.cornerRadius = 8
        mediaView.clipsToBounds = true

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 2

        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0

        mediaView.isAccessibilityElement = true
        mediaView.accessibilityLabel = "Photo"

        likeButton.setTitle("Like", for: .normal)
        likeButton.addAction(UIAction { [weak self] _ in self?.toggleLike() }, for: .touchUpInside)
        commentButton.setTitle("Comment", for: .normal)
        commentButton.accessibilityHint = "Opens the comments"
        shareButton.setTitle("Share", for: .normal)
        shareButton.showsMenuAsPrimaryAction = true
        shareButton.menu = UIMenu(children: [
            UIAction(title: "Copy Link", image: UIImage(systemName: "link")) { [weak self] _ in
                guard let self else { return }
                self.onCopyLink?(self.titleLabel.text ?? "")
            },
            UIAction(title: "Report", attributes: .destructive) { _ in },
        ])
        for button in [likeButton, commentButton, shareButton] {
            actionStack.addArrangedSubview(button)
        }
        actionStack.axis = .horizontal
        actionStack.distribution = .fillEqually
        actionStack.spacing = 8

        cardStack.axis = .vertical
        cardStack.spacing = 8
        cardStack.translatesAutoresizingMaskIntoConstraints = false
        for view in [mediaView, titleLabel, bodyLabel, actionStack] {
            cardStack.addArrangedSubview(view)
        }
        cardStack.setCustomSpacing(12, after: mediaView)
        contentView.addSubview(cardStack)

        let bottom = cardStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            cardStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            cardStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            cardStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bottom,
            mediaView.heightAnchor.constraint(equalTo: mediaView.widthAnchor, multiplier: 9.0 / 16.0),
            actionStack.heightAnchor.constraint(equalToConstant: 36),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, body: String) {
        titleLabel.text = title
        bodyLabel.text = body
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isLiked = false
        updateLikeButton()
    }

    private func toggleLike() {
        isLiked.toggle()
        UIView.animate(springDuration: 0.3, bounce: 0.4) {
            self.likeButton.transform = self.isLiked ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
            self.updateLikeButton()
        }
    }

    private func updateLikeButton() {
        likeButton.setTitle(isLiked ? "Liked" : "Like", for: .normal)
        likeButton.accessibilityLabel = isLiked ? "Unlike" : "Like"
        likeButton.accessibilityValue = isLiked ? "Liked" : nil
    }
}
