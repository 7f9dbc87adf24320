import AutoLayoutConvenience

extension GalleryScreen {
    /// Sizes: a fixed-size icon, a photo at 16:9 280 wide, a thumbnail a fifth of the
    /// screen's width and at least half the icon's height.
    public static let sizes = GalleryScreen(
        name: "sizes",
        title: "Sizes",
        code: """
            icon.constrain(width: 44, height: 44)
            photo.constrainAspectRatio(for: CGSize(width: 16, height: 9)).constrain(width: 280)
            thumb.constrain(width: .exactly(.superview, multipliedBy: 0.2), height: .atLeast(halfOf: icon))
            """,
        build: { screen in
            let icon = GalleryTile.make("icon", caption: "44", color: .systemBlue).constrain(width: 44, height: 44)
            let photo = GalleryTile.make("photo", caption: "constrainAspectRatio(16:9)", color: .systemIndigo)
            let thumb = GalleryTile.make("thumb", caption: "20 %", color: .systemOrange)
            screen.addSubview(icon, pinnedTo: .topLeading, of: .layoutMargins)
            screen.addSubview(photo.constrainAspectRatio(for: CGSize(width: 16, height: 9)).constrain(width: 280),
                              pinningBelow: icon, horizontally: .leading(in: .layoutMargins), spacing: 16)
            screen.addSubview(thumb, pinningBelow: photo, horizontally: .leading(in: .layoutMargins), spacing: 16)
            thumb.constrain(width: .exactly(.superview, multipliedBy: 0.2), height: .atLeast(halfOf: icon))
        })
}
