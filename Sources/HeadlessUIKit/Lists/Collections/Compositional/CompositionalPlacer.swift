#if !canImport(UIKit)
import Foundation

/// Works out a compositional layout's attributes: sections down the collection view, each
/// repeating its group (across, for orthogonal sections) until its items run out.
///
/// An item with an estimated dimension is measured (its cell's fitting size) when its frame
/// at the estimate meets the visible rect, or takes the size measured before; elsewhere it
/// keeps the estimate. Items are placed in order, so each is checked where it finally lands.
@MainActor struct CompositionalPlacer {
    let collectionView: UICollectionView
    let environment: CompositionalEnvironment
    private(set) var attributes: [UICollectionViewLayoutAttributes] = []
    private var bottom: CGFloat = 0
    /// The sizes measured so far, this preparation's included.
    private(set) var measured: MeasuredItemSizes
    /// The part of the content on screen.
    let visibleRect: CGRect
    /// The frames of the items left at their estimates.
    private(set) var estimatedFrames: [CGRect] = []

    init(collectionView: UICollectionView, environment: CompositionalEnvironment, measured: MeasuredItemSizes) {
        self.collectionView = collectionView
        self.environment = environment
        self.measured = measured
        visibleRect = collectionView.bounds
    }

    /// The size of everything placed: the container's width (an orthogonal section's row runs
    /// past it inside the section), the sections' height.
    var contentSize: CGSize { CGSize(width: environment.effectiveContentSize.width, height: bottom) }

    /// Places a section below the previous ones.
    mutating func place(_ layout: NSCollectionLayoutSection, section: Int) {
        let container = environment.effectiveContentSize
        let width = container.width
        for header in layout.boundarySupplementaryItems where header.alignment != .bottom {
            placeBand(header, section: section, width: width)
        }
        let insets = layout.contentInsets
        let available = CGSize(width: max(0, width - insets.leading - insets.trailing), height: container.height)
        bottom += insets.top
        var next = 0
        let count = collectionView.numberOfItems(inSection: section)
        var x = insets.leading
        var rowHeight: CGFloat = 0
        var first = true
        while next < count {
            let before = next
            let origin = layout.orthogonalScrollingBehavior == .none
                ? CGPoint(x: insets.leading, y: bottom + (first ? 0 : layout.interGroupSpacing))
                : CGPoint(x: x + (first ? 0 : layout.interGroupSpacing), y: bottom)
            let size = placeGroup(layout.group, at: origin, in: available, section: section, next: &next, count: count)
            guard next > before else { break }
            if layout.orthogonalScrollingBehavior == .none {
                bottom = origin.y + size.height
            } else {
                x = origin.x + size.width
                rowHeight = max(rowHeight, size.height)
            }
            first = false
        }
        if layout.orthogonalScrollingBehavior != .none { bottom += rowHeight }
        bottom += insets.bottom
        for footer in layout.boundarySupplementaryItems where footer.alignment == .bottom {
            placeBand(footer, section: section, width: width)
        }
    }

    /// A header or footer across the section's width, at the bottom of what is placed.
    private mutating func placeBand(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, width: CGFloat) {
        let indexPath = IndexPath(item: 0, section: section)
        var size = item.layoutSize.resolved(in: CGSize(width: width, height: environment.effectiveContentSize.height))
        if item.layoutSize.heightDimension.isEstimated {
            let estimate = CGRect(x: 0, y: bottom, width: size.width, height: size.height)
            size.height = collectionView.fittedSupplementaryHeight(ofKind: item.elementKind, at: indexPath, estimate: estimate) ?? size.height
        }
        let attribute = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attribute.frame = CGRect(x: 0, y: bottom, width: size.width, height: size.height)
        attributes.append(attribute)
        bottom += size.height
    }

    /// Places a group at `origin` in a container of `size`, consuming items from `next`;
    /// returns the group's size.
    private mutating func placeGroup(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, in size: CGSize, section: Int, next: inout Int, count: Int
    ) -> CGSize {
        var groupSize = group.layoutSize.resolved(in: size)
        let horizontal = group.axis == .horizontal
        let spacing = group.interItemSpacing?.spacing ?? 0
        let subitems = group.subitems
        let shared = group.sharesLength && !subitems.isEmpty
            ? ((horizontal ? groupSize.width : groupSize.height) - spacing * CGFloat(subitems.count - 1)) / CGFloat(subitems.count) : nil
        var position: CGFloat = 0
        var thickness: CGFloat = 0
        for (index, subitem) in subitems.enumerated() where next < count {
            if index > 0 { position += spacing }
            let at = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            var itemSize: CGSize
            if let nested = subitem as? NSCollectionLayoutGroup {
                itemSize = placeGroup(nested, at: at, in: groupSize, section: section, next: &next, count: count)
            } else {
                itemSize = subitem.layoutSize.resolved(in: groupSize)
                if let shared { if horizontal { itemSize.width = shared } else { itemSize.height = shared } }
                itemSize = placeItem(subitem, at: at, size: itemSize, indexPath: IndexPath(item: next, section: section))
                next += 1
            }
            position += horizontal ? itemSize.width : itemSize.height
            thickness = max(thickness, horizontal ? itemSize.height : itemSize.width)
        }
        // Estimated group lengths follow what they hold.
        if group.layoutSize.heightDimension.isEstimated { groupSize.height = horizontal ? thickness : position }
        if group.layoutSize.widthDimension.isEstimated { groupSize.width = horizontal ? position : thickness }
        return groupSize
    }

    /// Places one item's cell, smaller than its place by the item's insets; an estimated
    /// height (or width) is the cell's fitting size at the other, fixed, length once the item
    /// has been on screen, and the estimate until then. Returns the size of the item's place.
    private mutating func placeItem(_ item: NSCollectionLayoutItem, at origin: CGPoint, size: CGSize, indexPath: IndexPath) -> CGSize {
        let insets = item.contentInsets
        var place = size
        let dimensions = item.layoutSize
        let frame = { (place: CGSize) in
            CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                   width: max(0, place.width - insets.leading - insets.trailing),
                   height: max(0, place.height - insets.top - insets.bottom))
        }
        if dimensions.heightDimension.isEstimated || dimensions.widthDimension.isEstimated {
            let width = dimensions.widthDimension.isEstimated ? nil : size.width - insets.leading - insets.trailing
            let height = dimensions.heightDimension.isEstimated ? nil : size.height - insets.top - insets.bottom
            if let fitted = fittedSize(at: indexPath, width: width, height: height, estimated: frame(size)) {
                if dimensions.heightDimension.isEstimated { place.height = fitted.height + insets.top + insets.bottom }
                if dimensions.widthDimension.isEstimated { place.width = fitted.width + insets.leading + insets.trailing }
            } else {
                estimatedFrames.append(frame(size))
            }
        }
        let attribute = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attribute.frame = frame(place)
        attributes.append(attribute)
        return place
    }

    /// The size measured for an item before, or measured now when its estimated frame meets
    /// the visible rect; nil while it stays off screen.
    private mutating func fittedSize(at indexPath: IndexPath, width: CGFloat?, height: CGFloat?, estimated: CGRect) -> CGSize? {
        if let size = measured.size(at: indexPath, width: width, height: height) { return size }
        guard estimated.intersects(visibleRect) else { return nil }
        let size = collectionView.fittedItemSize(at: indexPath, width: width, height: height, estimate: estimated)
        measured.keep(size, at: indexPath, width: width, height: height)
        return size
    }
}
#endif
