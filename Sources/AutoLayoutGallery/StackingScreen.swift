import AutoLayoutConvenience

extension GalleryScreen {
    /// Stacking without a stack view: three views in a column above a row of three along the
    /// bottom of the safe area; in each, the last view fills what is left.
    public static let stacking = GalleryScreen(
        name: "stacking",
        title: "Stacking",
        code: """
            addSubview(row.constrain(height: 60), pinnedTo: .bottom, of: .safeArea, insets: .all(16))
            UIView.with(.safeArea) { addSubview(column, fillingRemainingSpaceAbove: row) }
            GalleryTile.fills(bio, .vertical)
            GalleryTile.fills(right, .horizontal)
            column.addSubviewsVertically(avatar, name, bio, horizontally: .center, insets: .all(24), spacing: 8)
            row.addSubviewsHorizontally(left, middle, right, spacing: 8)
            """,
        build: { screen in
            let avatar = GalleryTile.make("avatar", caption: "avatar", color: .systemBlue).constrain(width: 80, height: 80)
            let name = GalleryTile.make("name", caption: "addSubviewsVertically(…, horizontally: .center)", color: .systemIndigo)
            let bio = GalleryTile.make("bio", caption: "the last view fills the rest", color: .systemTeal)
            let row = UIView()
            row.accessibilityIdentifier = "row"
            let left = GalleryTile.make("left", caption: "left", color: .systemOrange)
            let middle = GalleryTile.make("middle", caption: "middle", color: .systemPink)
            let right = GalleryTile.make("right", caption: "right fills", color: .systemPurple)
            let column = UIView()
            column.accessibilityIdentifier = "column"
            screen.addSubview(row.constrain(height: 60), pinnedTo: .bottom, of: .safeArea, insets: .all(16))
            UIView.with(.safeArea) {
                screen.addSubview(column, fillingRemainingSpaceAbove: row)
            }
            GalleryTile.fills(bio, .vertical)
            GalleryTile.fills(right, .horizontal)
            column.addSubviewsVertically(avatar, name, bio, horizontally: .center, insets: .all(24), spacing: 8)
            row.addSubviewsHorizontally(left, middle, right, spacing: 8)
        })
}
