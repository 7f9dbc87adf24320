import AutoLayoutConvenience

extension GalleryScreen {
    /// Aligning: views keep their own size, pinned to the edges named and kept inside the rest.
    public static let aligning = GalleryScreen(
        name: "aligning",
        title: "Aligning",
        code: """
            addSubview(banner, aligningVerticallyTo: .top(in: .safeArea))
            addSubview(toast, aligningVerticallyTo: .center, horizontally: .center(in: .layoutMargins))
            addSubview(footer, aligningVerticallyTo: .bottom(in: .safeArea), horizontally: .center, insets: .all(10))
            """,
        build: { screen in
            let banner = GalleryTile.make("banner", caption: "aligning: .top(in: .safeArea)", color: .systemBlue)
            let toast = GalleryTile.make("toast", caption: "aligning: .center, .center(in: .layoutMargins)",
                                         color: .systemIndigo)
            let footer = GalleryTile.make("footer", caption: "aligning: .bottom(in: .safeArea), .center",
                                          color: .systemOrange)
            screen.addSubview(banner, aligningVerticallyTo: .top(in: .safeArea))
            screen.addSubview(toast, aligningVerticallyTo: .center, horizontally: .center(in: .layoutMargins))
            screen.addSubview(footer, aligningVerticallyTo: .bottom(in: .safeArea), horizontally: .center, insets: .all(10))
        })
}
