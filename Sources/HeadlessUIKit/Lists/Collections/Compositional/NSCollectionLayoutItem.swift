#if !canImport(UIKit)
import Foundation

/// One cell's place in a compositional layout group: its size (relative to the group) and the
/// insets by which the cell is smaller than that place.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets between the item's place and its cell.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// Creates an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items (or groups) side by side, or one above another, in a compositional layout.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items the group holds, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem]) {
        self.axis = axis
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right, each once.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems)
    }

    /// `count` copies of a subitem left to right, sharing the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: Array(repeating: subitem, count: max(1, count)))
            .sharing()
    }

    /// `count` copies of a subitem left to right, sharing the group's width (the name before iOS 16).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Subitems top to bottom, each once.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems)
    }

    /// `count` copies of a subitem top to bottom, sharing the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: Array(repeating: subitem, count: max(1, count)))
            .sharing()
    }

    /// `count` copies of a subitem top to bottom, sharing the group's height (the name before iOS 16).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Whether the subitems share the group's length equally whatever their own size says
    /// (groups made with a count).
    private(set) var sharesLength = false

    private func sharing() -> NSCollectionLayoutGroup {
        sharesLength = true
        return self
    }
}

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    /// No edge.
    case none = 0
    /// Above the section's items (a header).
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// Below the section's items (a footer).
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
}

/// A header or footer of a compositional layout section.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view, e.g. `UICollectionView.elementKindSectionHeader`.
    public let elementKind: String
    /// Where the view sits: `.top` before the section's items, `.bottom` after them.
    public let alignment: NSRectAlignment
    /// Whether the view stays pinned while its section scrolls; not modelled (it scrolls).
    open var pinToVisibleBounds = false

    /// Creates a header (`.top`) or footer (`.bottom`) of `elementKind`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// How a section scrolls across the main direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The groups run in the main direction.
    case none = 0
    /// The groups run across and scroll freely.
    case continuous
    /// The groups run across and stop at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The groups run across and scroll a page at a time.
    case paging
    /// The groups run across and scroll a group at a time.
    case groupPaging
    /// The groups run across, a group at a time, centred.
    case groupPagingCentered
}

/// A section of a compositional layout: one group repeated until the section's items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated through the section.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the groups run across, in one row that scrolls sideways, instead of down.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
#endif
