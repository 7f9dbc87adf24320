#if !canImport(UIKit)
import Foundation

/// What an anchor stands for: one attribute of one item, or (for `anchorWithOffset(to:)`) the
/// distance between two location anchors.
@MainActor final class HeadlessAnchorSpec {
    /// A view's or guide's reference (see `HeadlessItemReference`); nil for any other item.
    private let reference: HeadlessItemReference?
    /// Any other item (an invalid one, which layout reports and skips), held weakly.
    private weak var otherItem: AnyObject?
    /// The attribute; for an offset, the attribute of `from`.
    let attribute: NSLayoutConstraint.Attribute
    /// For an offset dimension: the two anchors whose distance (`to − from`) it measures.
    let offset: (from: HeadlessAnchorSpec, to: HeadlessAnchorSpec)?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        if let view = item as? UIView {
            reference = view.itemReference
        } else if let guide = item as? UILayoutGuide {
            reference = guide.itemReference
        } else {
            reference = nil
            otherItem = item
        }
        self.attribute = attribute
        self.offset = nil
    }

    /// An attribute of the view or guide behind `reference`.
    init(_ reference: HeadlessItemReference, attribute: NSLayoutConstraint.Attribute) {
        self.reference = reference
        self.attribute = attribute
        self.offset = nil
    }

    init(from: HeadlessAnchorSpec, to: HeadlessAnchorSpec) {
        reference = from.reference
        otherItem = from.otherItem
        self.attribute = from.attribute
        self.offset = (from, to)
    }

    /// The item while it exists; like UIKit's anchors, the anchor does not keep it alive.
    var item: AnyObject? { reference?.item ?? otherItem }

    /// The view the anchor names, if it is a view that still exists: read through the item's
    /// reference, without a type check.
    var view: UIView? { reference?.view }

    /// The layout item, if it is a view or guide that still exists.
    var layoutItem: (any HeadlessLayoutItem)? { reference?.layoutItem }

    /// Every item the anchor involves.
    var items: [any HeadlessLayoutItem] {
        if let offset { return offset.from.items + offset.to.items }
        if let layoutItem { return [layoutItem] }
        return []
    }

    /// Whether the view of every item the anchor names is `view` or inside it, without building
    /// the list of items.
    func itemsAreInSubtree(of view: UIView) -> Bool {
        if let offset { return offset.from.itemsAreInSubtree(of: view) && offset.to.itemsAreInSubtree(of: view) }
        guard let layoutItem else { return true }
        return layoutItem.hierarchyView?.isDescendant(of: view) == true
    }

    /// Narrows `ancestor` (nil: none yet) to the nearest view that contains it and the view of
    /// every item the anchor involves, in the order of `items`, without building the list.
    /// False when an item has no view or shares no hierarchy with the others.
    func narrowCommonAncestor(_ ancestor: inout UIView?) -> Bool {
        if let offset { return offset.from.narrowCommonAncestor(&ancestor) && offset.to.narrowCommonAncestor(&ancestor) }
        guard let item = layoutItem else { return true }
        guard let view = item.hierarchyView else { return false }
        guard let current = ancestor else {
            ancestor = view
            return true
        }
        guard let common = current.nearestCommonAncestor(with: view) else { return false }
        ancestor = common
        return true
    }

    /// The first of `items`, without building the list.
    var firstItem: (any HeadlessLayoutItem)? {
        if let offset { return offset.from.firstItem ?? offset.to.firstItem }
        return layoutItem
    }

    /// Whether every item the anchor names is still a view or layout guide.
    var allItemsExist: Bool {
        if let offset { return offset.from.allItemsExist && offset.to.allItemsExist }
        return layoutItem != nil
    }

    /// Every attribute the anchor involves.
    var attributes: [NSLayoutConstraint.Attribute] {
        if let offset { return offset.from.attributes + offset.to.attributes }
        return [attribute]
    }

    /// Whether any of `attributes` depends on the layout direction, without building the list.
    var involvesDirectionalAttribute: Bool {
        if let offset { return offset.from.involvesDirectionalAttribute || offset.to.involvesDirectionalAttribute }
        return attribute.isDirectional
    }

    /// Whether any of `attributes` is a margin attribute, without building the list.
    var involvesMarginAttribute: Bool {
        if let offset { return offset.from.involvesMarginAttribute || offset.to.involvesMarginAttribute }
        return attribute.withoutMargin.isMargin
    }

    /// Whether the anchor measures a size (a width, a height, or an offset).
    var isDimension: Bool { offset != nil || attribute.isDimension }

    /// As descriptions print it: `UIView:0x3.top`, or `(UIView:0x4.bottom - UIView:0x3.top)` for an offset.
    var descriptionText: String {
        if let offset { return "(\(offset.to.descriptionText) - \(offset.from.descriptionText))" }
        guard let layoutItem else { return "nil.\(attribute.descriptionName)" }
        return "\(layoutItem.debugName).\(attribute.descriptionName)"
    }
}
#endif
