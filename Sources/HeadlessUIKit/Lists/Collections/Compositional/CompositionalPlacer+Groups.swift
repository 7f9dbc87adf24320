#if !canImport(UIKit)
import Foundation

/// One subitem a group placed: the range of its attributes among the placed ones, its edge
/// spacing, its thickness across the group, and whether it has flexible spacing before and
/// after it along the group.
struct PlacedSubitem {
    var attributes: Range<Int>
    var edges: NSCollectionLayoutEdgeSpacing?
    var thickness: CGFloat
    var flexibleBefore: Bool
    var flexibleAfter: Bool
}

// Groups and items: how a compositional group places what it holds.
extension CompositionalPlacer {
    /// Places a group at `origin` in a container of `size`, consuming items from `next`;
    /// returns the group's size.
    ///
    /// Items go one after another, `interItemSpacing` and their fixed edge spacing apart;
    /// then the room left along the group is shared among the flexible spacings (between
    /// items, when `interItemSpacing` is flexible, and on the items' edges), and each item is
    /// moved across by its edge spacing.
    mutating func placeGroup(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, in size: CGSize, section: Int, next: inout Int, count: Int
    ) -> CGSize {
        let firstItem = next
        var groupSize = group.layoutSize.resolved(in: size)
        if let provider = group.customItems {
            groupSize = placeCustomItems(provider, at: origin, size: groupSize, layoutSize: group.layoutSize, section: section, next: &next, count: count)
            attach(group.supplementaryItems, to: CGRect(origin: origin, size: groupSize), item: firstItem, section: section)
            return groupSize
        }
        let horizontal = group.axis == .horizontal
        let interItemSpacing = group.interItemSpacing
        let spacing = interItemSpacing?.spacing ?? 0
        let subitems = group.subitems
        let shared = group.sharesLength && !subitems.isEmpty
            ? ((horizontal ? groupSize.width : groupSize.height) - spacing * CGFloat(subitems.count - 1)) / CGFloat(subitems.count) : nil
        var position: CGFloat = 0
        var thickness: CGFloat = 0
        let length = horizontal ? groupSize.width : groupSize.height
        let repeats = !(horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension).isEstimated && shared == nil
        let flexibleGaps = interItemSpacing?.isFlexibleSpacing == true
        var hasEdgeSpacing = false
        for subitem in subitems where subitem.edgeSpacing != nil { hasEdgeSpacing = true }
        let spreads = flexibleGaps || hasEdgeSpacing
        var placedItems: [PlacedSubitem] = []
        var index = 0
        while next < count, !subitems.isEmpty {
            let subitem = subitems[index % subitems.count]
            let edgeSpacing = hasEdgeSpacing ? subitem.edgeSpacing : nil
            let edges = edgeSpacing?.along(horizontal: horizontal)
            let fixedBefore = edges?.before?.isFixedSpacing == true ? edges?.before?.spacing ?? 0 : 0
            let fixedAfter = edges?.after?.isFixedSpacing == true ? edges?.after?.spacing ?? 0 : 0
            // After one pass the subitems repeat while the next one fits in the group's length.
            if index >= subitems.count {
                let size = subitem.layoutSize.resolved(in: groupSize)
                let step = horizontal ? size.width : size.height
                guard repeats, step > 0, position + spacing + fixedBefore + step + fixedAfter <= length + 1e-9 else { break }
            }
            if index > 0 { position += spacing }
            position += fixedBefore
            index += 1
            let at = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            let first = attributes.count
            var itemSize: CGSize
            if let nested = subitem as? NSCollectionLayoutGroup {
                itemSize = placeGroup(nested, at: at, in: groupSize, section: section, next: &next, count: count)
            } else {
                itemSize = subitem.layoutSize.resolved(in: groupSize)
                if let shared { if horizontal { itemSize.width = shared } else { itemSize.height = shared } }
                itemSize = placeItem(subitem, at: at, size: itemSize, indexPath: IndexPath(item: next, section: section))
                next += 1
            }
            position += (horizontal ? itemSize.width : itemSize.height) + fixedAfter
            thickness = max(thickness, horizontal ? itemSize.height : itemSize.width)
            if spreads { placedItems.append(PlacedSubitem(attributes: first..<attributes.count, edges: edgeSpacing,
                                             thickness: horizontal ? itemSize.height : itemSize.width,
                                             flexibleBefore: edges?.before?.isFlexibleSpacing == true,
                                             flexibleAfter: edges?.after?.isFlexibleSpacing == true)) }
        }
        // Estimated group lengths follow what they hold.
        if group.layoutSize.heightDimension.isEstimated { groupSize.height = horizontal ? thickness : position }
        if group.layoutSize.widthDimension.isEstimated { groupSize.width = horizontal ? position : thickness }
        if spreads { spread(placedItems, in: groupSize, used: position, horizontal: horizontal, flexibleGaps: flexibleGaps) }
        attach(group.supplementaryItems, to: CGRect(origin: origin, size: groupSize), item: firstItem, section: section)
        return groupSize
    }

    /// Shares the room a group has left along its axis among its flexible spacings, and moves
    /// items with edge spacing across.
    private mutating func spread(_ items: [PlacedSubitem], in groupSize: CGSize, used: CGFloat, horizontal: Bool, flexibleGaps: Bool) {
        let slots = items.reduce(flexibleGaps ? max(0, items.count - 1) : 0) { $0 + ($1.flexibleBefore ? 1 : 0) + ($1.flexibleAfter ? 1 : 0) }
        let room = (horizontal ? groupSize.width : groupSize.height) - used
        let share = slots > 0 && room > 0 ? room / CGFloat(slots) : 0
        let across = horizontal ? groupSize.height : groupSize.width
        var shift: CGFloat = 0
        for (index, item) in items.enumerated() {
            if index > 0 && flexibleGaps { shift += share }
            if item.flexibleBefore { shift += share }
            let offset = item.edges?.offsetAcross(horizontal: horizontal, length: item.thickness, room: across) ?? 0
            if shift != 0 || offset != 0 {
                for attribute in attributes[item.attributes] {
                    attribute.frame.origin.x += horizontal ? shift : offset
                    attribute.frame.origin.y += horizontal ? offset : shift
                }
            }
            if item.flexibleAfter { shift += share }
        }
    }

    /// Places a custom group's items at the frames its provider gives, relative to `origin`;
    /// an estimated dimension of the group follows the frames. Returns the group's size.
    private mutating func placeCustomItems(
        _ provider: NSCollectionLayoutGroupCustomItemProvider, at origin: CGPoint, size: CGSize, layoutSize dimensions: NSCollectionLayoutSize,
        section: Int, next: inout Int, count: Int
    ) -> CGSize {
        var groupSize = size
        var extent = CGSize.zero
        for item in provider(environment) where next < count {
            let attribute = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: section))
            attribute.frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            attribute.zIndex = item.zIndex
            attributes.append(attribute)
            extent = CGSize(width: max(extent.width, item.frame.maxX), height: max(extent.height, item.frame.maxY))
            next += 1
        }
        if dimensions.widthDimension.isEstimated { groupSize.width = extent.width }
        if dimensions.heightDimension.isEstimated { groupSize.height = extent.height }
        return groupSize
    }

    /// Places one item's cell, smaller than its place by the item's insets (except on an
    /// estimated axis, where UIKit ignores them); an estimated height (or width) is the cell's
    /// fitting size at the other, fixed, length once the item has been on screen, and the
    /// estimate until then. Returns the size of the item's place.
    private mutating func placeItem(_ item: NSCollectionLayoutItem, at origin: CGPoint, size: CGSize, indexPath: IndexPath) -> CGSize {
        let dimensions = item.layoutSize
        var insets = item.contentInsets
        if dimensions.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if dimensions.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        var place = size
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
        attach(item.supplementaryItems, to: attribute.frame, item: indexPath.item, section: indexPath.section)
        return place
    }
}
#endif
