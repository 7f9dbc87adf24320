import AutoLayoutConvenience

extension GalleryScreen {
    /// Filling: a card fills the inset safe area, a panel fills the card's margins with one
    /// layout per edge, and a 180 × 120 badge fills at most the panel, centred.
    public static let filling = GalleryScreen(
        name: "filling",
        title: "Filling",
        code: """
            addSubview(card, filling: .safeArea, insets: .all(16))
            card.addSubview(panel, filling: .top(.layoutMargins, leading: .layoutMargins, bottom: .superview, trailing: .superview), insets: .all(24))
            badge.constrain(size: CGSize(width: 180, height: 120))
            panel.addSubview(badge, fillingAtMost: .superview, insets: .all(8), pinnedTo: .center)
            """,
        build: { screen in
            let card = GalleryTile.make("card", caption: "filling: .safeArea, insets: .all(16)", color: .systemBlue, captionOnTop: true)
            let panel = GalleryTile.make("panel", caption: "filling: .top(.layoutMargins, …)", color: .systemIndigo, captionOnTop: true)
            let badge = GalleryTile.make("badge", caption: "fillingAtMost: .superview, pinnedTo: .center", color: .systemOrange)
                .constrain(size: CGSize(width: 180, height: 120))
            screen.addSubview(card, filling: .safeArea, insets: .all(16))
            card.addSubview(panel, filling: .top(.layoutMargins, leading: .layoutMargins, bottom: .superview, trailing: .superview),
                            insets: .all(24))
            panel.addSubview(badge, fillingAtMost: .superview, insets: .all(8), pinnedTo: .center)
        })
}
