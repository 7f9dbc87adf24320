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

    /// Lets `tile` grow on `axis` before tiles whose captions hug at the default priority: the
    /// tile that fills the space left, so that which tile grows is decided (not ambiguous).
    @discardableResult
    static func fills(_ tile: UIView, _ axis: NSLayoutConstraint.Axis) -> UIView {
        tile.subviews.first?.setContentHuggingPriority(.defaultLow - 1, for: axis)
        return tile
    }
}
