#if !canImport(UIKit)
import Foundation

/// A collection view cell for list layouts: a content view, the accessories at its edges and
/// a list content configuration by default.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading and trailing.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsLayout() }
    }
    /// The indentation of the content, in multiples of `indentationWidth`.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    /// Whether the leading accessories indent with the content.
    open var indentsAccessories = true
    /// The side margin last given to the content view (see `followListSideMargin`).
    private var appliedSideMargin: CGFloat?

    /// A list configuration in the cell style.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Space between accessories, and between them and the content view.
    static let accessorySpacing: CGFloat = 10

    /// Lays out the content view between the accessories that show; its side margins are the
    /// list's side margin, as a table cell's are.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = systemMinimumSideMargin
        contentView.followListSideMargin(side, lastApplied: &appliedSideMargin)
        let editing = (superview as? UICollectionView)?.isEditing ?? false
        let shown = accessories.filter { $0.shows(editing: editing) }
        let reserve = { (list: [UICellAccessory]) -> CGFloat in
            list.isEmpty ? 0 : side + list.reduce(0) { $0 + $1.width() + Self.accessorySpacing }
        }
        let leading = reserve(shown.filter(\.isLeading)) + CGFloat(indentationLevel) * indentationWidth
        let trailing = reserve(shown.filter { !$0.isLeading })
        let frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        place(contentView, at: frame)
        var x = bounds.width - side
        for accessory in shown where !accessory.isLeading {
            let width = accessory.width()
            x -= width
            if case let .custom(view) = accessory.kind {
                if view.superview !== self { addSubview(view) }
                place(view, at: CGRect(x: x, y: (bounds.height - view.frame.height) / 2, width: width, height: view.frame.height))
            }
            x -= Self.accessorySpacing
        }
    }
}
#endif
