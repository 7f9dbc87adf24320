import AutoLayoutConvenience

extension GalleryScreen {
    /// Conditional layouts: a menu along the bottom while the height is regular, along the
    /// leading edge while it is compact (landscape phones); the content fills the rest of the
    /// safe area.
    public static let conditional = GalleryScreen(
        name: "conditional",
        title: "Conditional layouts",
        code: """
            UIView.with(.safeArea, insets: .all(16)) {
                UIView.if(.verticallyCompact) {
                    addSubview(menu.constrain(width: 160), pinnedTo: .leading)
                    addSubview(content, fillingRemainingSpaceAfter: menu)
                } else: {
                    addSubview(menu.constrain(height: 80), pinnedTo: .bottom)
                    addSubview(content, fillingRemainingSpaceAbove: menu)
                }
            }
            """,
        build: { screen in
            let menu = GalleryTile.make("menu", caption: "menu: leading when compact, bottom when regular", color: .systemOrange)
            let content = GalleryTile.make("content", caption: "UIView.if(.verticallyCompact) { … } else: { … }", color: .systemBlue)
            UIView.with(.safeArea, insets: .all(16)) {
                UIView.if(.verticallyCompact) {
                    screen.addSubview(menu.constrain(width: 160), pinnedTo: .leading)
                    screen.addSubview(content, fillingRemainingSpaceAfter: menu)
                } else: {
                    screen.addSubview(menu.constrain(height: 80), pinnedTo: .bottom)
                    screen.addSubview(content, fillingRemainingSpaceAbove: menu)
                }
            }
        })
}
