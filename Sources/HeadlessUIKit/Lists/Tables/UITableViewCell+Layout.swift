#if !canImport(UIKit)
import Foundation

// Where a cell puts its parts. Recorded on iOS (swift-snapshot-testing's
// testTableViewController reference, iPhone SE, @2x): a 320 × 44 cell has a content view of
// (0 0; 320 43.5), its text label at (16 0; 288 43.5) and its separator at (16 43.5; 304 0.5).
// A disclosure indicator narrows the content view of a 320-point cell to 286 points (iOS 8
// recordings). The other accessory widths and the label arrangement of the value and subtitle
// styles are this package's choices; no recording of them was found.
extension UITableViewCell {
    /// The standard height of a row: 44 points.
    static let standardRowHeight: CGFloat = 44
    /// Space above and below the built-in labels when they decide the row's height.
    static let standardVerticalPadding: CGFloat = 11
    /// Space between an accessory and the content view.
    static let accessorySpacing: CGFloat = 10
    /// Space between the image and the text.
    static let imageSpacing: CGFloat = 16

    /// The side margin of the table showing the cell, or 16 outside a table.
    var sideMargin: CGFloat { owningTable?.cellSideMargin ?? 16 }

    /// The height of the separator: one pixel, or nothing when the table draws no separators.
    var separatorHeight: CGFloat {
        owningTable?.separatorStyle == UITableViewCell.SeparatorStyle.none ? 0 : 1 / displayScaleOrOne
    }

    /// The height the content view leaves free for the separator below it: the separator's in a
    /// plain table (recorded on iOS: a 44-point row's content view 43.5 tall, its separator
    /// below it), none in the grouped styles, whose separator lies over the content view's
    /// bottom edge (recorded on iOS 16: a 60-point grouped row's content view 60 tall, its
    /// separator at y 59.5).
    var separatorReserve: CGFloat {
        owningTable.map { $0.style == .plain } ?? true ? separatorHeight : 0
    }

    /// The size of the accessory's glyph or view, or nil without one.
    private var accessorySize: CGSize? {
        if accessoryView != nil { return accessoryViewSize }
        switch accessoryType {
        case .none: return nil
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 40, height: 22)
        }
    }

    /// The width of the content view in a cell `cellWidth` wide.
    func contentWidth(forCellWidth cellWidth: CGFloat) -> CGFloat {
        guard let accessory = accessorySize else { return cellWidth }
        return max(0, cellWidth - sideMargin - accessory.width - Self.accessorySpacing)
    }

    /// Places the content view, the built-in labels and image, the accessory and the separator.
    func layOutParts() {
        let size = bounds.size
        let contentSize = CGSize(width: contentWidth(forCellWidth: size.width), height: max(0, size.height - separatorReserve))
        place(contentView, at: CGRect(origin: .zero, size: contentSize))
        contentView.followListSideMargin(sideMargin, lastApplied: &appliedSideMargin)
        if let accessory = accessorySize {
            let frame = CGRect(x: size.width - sideMargin - accessory.width, y: (contentSize.height - accessory.height) / 2,
                               width: accessory.width, height: accessory.height)
            if let accessoryView { place(accessoryView, at: frame) }
        }
        let inset = separatorInset
        separatorView.isHidden = separatorHeight == 0
        place(separatorView, at: CGRect(x: inset.left, y: size.height - separatorHeight,
                                        width: max(0, size.width - inset.left - inset.right), height: separatorHeight))
        if let backgroundView { place(backgroundView, at: CGRect(origin: .zero, size: size)) }
        layOutBuiltInParts(in: contentSize)
    }

    /// The text column: where the labels start, after the image if there is one, and how wide it is.
    private func textColumn(in contentSize: CGSize) -> (x: CGFloat, width: CGFloat) {
        var x = sideMargin
        if let image = storedImageView?.image { x += image.size.width + Self.imageSpacing }
        return (x, max(0, contentSize.width - x - sideMargin))
    }

    /// The built-in labels and image of the cell's style.
    private func layOutBuiltInParts(in contentSize: CGSize) {
        if let imageView = storedImageView {
            let imageSize = imageView.image?.size ?? .zero
            place(imageView, at: CGRect(x: sideMargin, y: (contentSize.height - imageSize.height) / 2,
                                        width: imageSize.width, height: imageSize.height))
        }
        let column = textColumn(in: contentSize)
        let text = storedTextLabel, detail = storedDetailTextLabel
        let fit = { (label: UILabel?, width: CGFloat) -> CGSize in
            guard let label, label.text?.isEmpty == false || label.attributedText != nil else { return .zero }
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, width), height: size.height)
        }
        switch style {
        case .default:
            if let text { place(text, at: CGRect(x: column.x, y: 0, width: column.width, height: contentSize.height)) }
        case .subtitle:
            let top = fit(text, column.width), bottom = fit(detail, column.width)
            let y = (contentSize.height - top.height - bottom.height) / 2
            if let text { place(text, at: CGRect(x: column.x, y: y, width: column.width, height: top.height)) }
            if let detail { place(detail, at: CGRect(x: column.x, y: y + top.height, width: column.width, height: bottom.height)) }
        case .value1:
            let trailing = fit(detail, column.width)
            let leading = fit(text, max(0, column.width - trailing.width - 8))
            if let text {
                place(text, at: CGRect(x: column.x, y: (contentSize.height - leading.height) / 2,
                                       width: leading.width, height: leading.height))
            }
            if let detail {
                place(detail, at: CGRect(x: column.x + column.width - trailing.width, y: (contentSize.height - trailing.height) / 2,
                                         width: trailing.width, height: trailing.height))
            }
        case .value2:
            let titleWidth = (column.width * 0.3).rounded()
            let leading = fit(text, titleWidth), trailing = fit(detail, max(0, column.width - titleWidth - 6))
            if let text {
                text.textAlignment = .right
                place(text, at: CGRect(x: column.x, y: (contentSize.height - leading.height) / 2,
                                       width: titleWidth, height: leading.height))
            }
            if let detail {
                place(detail, at: CGRect(x: column.x + titleWidth + 6, y: (contentSize.height - trailing.height) / 2,
                                         width: trailing.width, height: trailing.height))
            }
        }
    }

    /// The height the built-in labels ask for in a content view `contentWidth` wide: their text
    /// with 11 points above and below, at least the standard row height; nil when the cell shows
    /// no built-in text.
    func builtInHeight(forContentWidth contentWidth: CGFloat) -> CGFloat? {
        let labels = [storedTextLabel, storedDetailTextLabel].compactMap { $0 }
            .filter { $0.text?.isEmpty == false || $0.attributedText != nil }
        guard !labels.isEmpty else { return nil }
        let column = textColumn(in: CGSize(width: contentWidth, height: 0))
        let heights = labels.map { $0.sizeThatFits(CGSize(width: column.width, height: .greatestFiniteMagnitude)).height }
        let text = style == .subtitle ? heights.reduce(0, +) : heights.max() ?? 0
        return max(Self.standardRowHeight, text + 2 * Self.standardVerticalPadding)
    }

}
#endif
