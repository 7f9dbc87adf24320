import AutoLayoutConvenience

extension GalleryScreen {
    /// Pinning to positions: a tile at each of the nine positions of the safe area's margins,
    /// and a dot whose centre is pinned to the top-leading corner of the centre tile.
    public static let pinningPositions = GalleryScreen(
        name: "pinning-positions",
        title: "Pinning positions",
        code: """
            addSubview(tile, pinnedTo: .topLeading, of: .layoutMargins)   // and the eight other positions
            addSubview(dot, pinning: .center, to: .topLeading, of: .relative(centerTile))
            """,
        build: { screen in
            let positions: [(String, LayoutPosition)] = [
                ("topLeading", .topLeading), ("topCenter", .topCenter), ("topTrailing", .topTrailing),
                ("leadingCenter", .leadingCenter), ("center", .center), ("trailingCenter", .trailingCenter),
                ("bottomLeading", .bottomLeading), ("bottomCenter", .bottomCenter), ("bottomTrailing", .bottomTrailing),
            ]
            var centerTile: UIView?
            for (name, position) in positions {
                let tile = GalleryTile.make(name, caption: "." + name, color: name == "center" ? .systemIndigo : .systemBlue)
                screen.addSubview(tile, pinnedTo: position, of: .layoutMargins)
                if name == "center" { centerTile = tile }
            }
            let dot = UIView(backgroundColor: .systemOrange)
            dot.accessibilityIdentifier = "dot"
            dot.layer.cornerRadius = 8
            screen.addSubview(dot.constrain(width: 16, height: 16), pinning: .center, to: .topLeading,
                              of: .relative(centerTile ?? screen))
        })
}
