import AutoLayoutConvenience

extension GalleryScreen {
    /// Pinning edges: a header on the safe area's top, a title below it centred, a sidebar on
    /// the leading edge, and a list filling the space left below the title.
    public static let pinningEdges = GalleryScreen(
        name: "pinning-edges",
        title: "Pinning edges",
        code: """
            addSubview(header, pinnedTo: .top, of: .safeArea)
            addSubview(title, pinningBelow: header, horizontally: .attached(.center), spacing: 8)
            addSubview(sidebar, pinnedTo: .leading, of: .safeArea, vertically: .bottom, insets: .all(16))
            addSubview(list, fillingRemainingSpaceBelow: title, insets: .all(16))
            """,
        build: { screen in
            let header = GalleryTile.make("header", caption: "pinnedTo: .top, of: .safeArea", color: .systemBlue)
            let title = GalleryTile.make("title", caption: "pinningBelow: header, .attached(.center)", color: .systemIndigo)
            let sidebar = GalleryTile.make("sidebar", caption: "pinnedTo: .leading, vertically: .bottom", color: .systemOrange)
            let list = GalleryTile.make("list", caption: "fillingRemainingSpaceBelow: title", color: .systemTeal)
            GalleryTile.fills(list, .vertical)
            screen.addSubview(header, pinnedTo: .top, of: .safeArea)
            screen.addSubview(title, pinningBelow: header, horizontally: .attached(.center), spacing: 8)
            screen.addSubview(list, fillingRemainingSpaceBelow: title, insets: .all(16))
            screen.addSubview(sidebar.constrain(width: 120), pinnedTo: .leading, of: .safeArea, vertically: .bottom, insets: .all(16))
        })
}
