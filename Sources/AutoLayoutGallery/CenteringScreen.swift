import AutoLayoutConvenience

extension GalleryScreen {
    /// Centring: one view in the middle of the safe area, one centred in the layout margins
    /// with an offset, one centred horizontally in the superview and vertically on another view.
    public static let centering = GalleryScreen(
        name: "centering",
        title: "Centering",
        code: """
            addSubview(spinner, centeredIn: .safeArea)
            addSubview(note, centeredIn: .layoutMargins, offset: CGPoint(x: 0, y: 120))
            addSubview(tag, centeredIn: .x(.superview, y: .relative(anchor)))
            """,
        build: { screen in
            let spinner = GalleryTile.make("spinner", caption: "centeredIn: .safeArea", color: .systemBlue)
                .constrain(width: 140, height: 140)
            let note = GalleryTile.make("note", caption: "centeredIn: .layoutMargins, offset: (0, 120)", color: .systemPurple)
            let anchor = GalleryTile.make("anchor", caption: "pinnedAt: (0, 40) in .safeArea", color: .systemGray)
            let tag = GalleryTile.make("tag", caption: ".x(.superview, y: .relative(anchor))", color: .systemOrange)
            screen.addSubview(spinner, centeredIn: .safeArea)
            screen.addSubview(note, centeredIn: .layoutMargins, offset: CGPoint(x: 0, y: 120))
            screen.addSubview(anchor, pinnedAt: CGPoint(x: 0, y: 40), in: .safeArea)
            screen.addSubview(tag, centeredIn: .x(.superview, y: .relative(anchor)))
        })
}
