import AutoLayoutConvenience

/// The coloured boxes the gallery screens are made of.
@MainActor
enum GalleryTile {
    /// A rounded box in `color` named `name` (its accessibility identifier) that shows `caption`
    /// centred inside its layout margins; its size comes from the caption unless constrained.
    /// With `captionOnTop` the caption sits along the top margin instead (for tiles that hold
    /// other tiles and get their size from their layout).
    static func make(_ name: String, caption: String, color: UIColor, captionOnTop: Bool = false) -> UIView {
        let tile = UIView(backgroundColor: color)
        tile.accessibilityIdentifier = name
        tile.layer.cornerRadius = 6
        tile.insetsLayoutMarginsFromSafeArea = false  // the caption keeps 8 pt from the tile's edges anywhere
        let label = UILabel(text: caption, textStyle: .caption1, color: .white, alignment: .center)
        if captionOnTop {
            tile.addSubview(label, pinnedTo: .top, of: .layoutMargins, horizontally: .filling(.layoutMargins))
        } else {
            tile.addSubview(label, filling: .layoutMargins)
        }
        return tile
    }
}
