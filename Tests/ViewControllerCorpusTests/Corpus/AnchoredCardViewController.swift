import AutoLayoutAnchors

/// A card with the typed anchors: a title and a subtitle inside a card pinned to the margins.
final class AnchoredCardViewController: UIViewController {
    let card = UIView()
    let titleView = UIView()
    let subtitleView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(titleView)
        card.addSubview(subtitleView)
        Constraints(for: card, titleView, subtitleView) { card, title, subtitle in
            card.edges(.leading, .trailing).pinToSuperviewMargins()
            card.top.pinToSuperview(inset: 120)
            card.height.set(160)
            title.top.pinToSuperview(inset: 16)
            title.edges(.leading, .trailing).pinToSuperview(insets: 16)
            title.height.set(24)
            subtitle.top.spacing(8, to: title.bottom)
            subtitle.leading.equal(title.leading)
            subtitle.width.match(title.width * 0.5)
            subtitle.height.set(20)
        }
    }
}
