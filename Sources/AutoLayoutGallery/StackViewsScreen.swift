import AutoLayoutConvenience

extension GalleryScreen {
    /// Stack-view helpers: a vertical stack with insets, a row of equal tiles, a view centred by
    /// wrapping it, and buttons that sit side by side when the height is compact.
    public static let stackViews = GalleryScreen(
        name: "stack-views",
        title: "Stack views",
        code: """
            let row = UIView.horizontallyStacked(red, green, blue, distribution: .fillEqually, spacing: 8)
            let column = UIView.verticallyStacked(title, row, badge.horizontallyCentered(), spacing: 12, insets: .all(16))
            addSubview(column, pinnedTo: .top, of: .safeArea)
            addSubview(UIView.autoAdjustingVerticallyStacked(ok, cancel, spacing: 8), pinnedTo: .bottom, of: .safeArea, insets: .all(16))
            """,
        build: { screen in
            let title = GalleryTile.make("title", caption: "UIView.verticallyStacked(…, insets: .all(16))", color: .systemBlue)
            let red = GalleryTile.make("red", caption: "fillEqually", color: .systemRed)
            let green = GalleryTile.make("green", caption: "fillEqually", color: .systemGreen)
            let blue = GalleryTile.make("blue", caption: "fillEqually", color: .systemIndigo)
            let badge = GalleryTile.make("badge", caption: "horizontallyCentered()", color: .systemOrange)
            let ok = GalleryTile.make("ok", caption: "autoAdjustingVerticallyStacked", color: .systemTeal)
            let cancel = GalleryTile.make("cancel", caption: "side by side when compact", color: .systemPurple)
            let row = UIView.horizontallyStacked(red, green, blue, distribution: .fillEqually, spacing: 8)
            let column = UIView.verticallyStacked(title, row, badge.horizontallyCentered(), spacing: 12, insets: .all(16))
            column.accessibilityIdentifier = "column"
            screen.addSubview(column, pinnedTo: .top, of: .safeArea)
            let buttons = UIView.autoAdjustingVerticallyStacked(ok, cancel, spacing: 8)
            buttons.accessibilityIdentifier = "buttons"
            screen.addSubview(buttons, pinnedTo: .bottom, of: .safeArea, insets: .all(16))
        })
}
