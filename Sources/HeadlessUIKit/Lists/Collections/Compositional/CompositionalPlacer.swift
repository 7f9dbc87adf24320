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
    var attributes: [UICollectionViewLayoutAttributes] = []
    private var bottom: CGFloat = 0
    /// The sizes measured so far, this preparation's included.
    private(set) var measured: MeasuredItemSizes
    /// The part of the content on screen.
    let visibleRect: CGRect
    /// The frames of the items left at their estimates.
    var estimatedFrames: [CGRect] = []
    /// The headers and footers that stay on screen while their section is, with the vertical
    /// extent of each section placed.
    private(set) var pinned = PinnedElements()

    init(collectionView: UICollectionView, environment: CompositionalEnvironment, measured: MeasuredItemSizes) {
        self.collectionView = collectionView
        self.environment = environment
        self.measured = measured
        visibleRect = collectionView.bounds
    }

    /// The size of everything placed: the container's width (an orthogonal section's row runs
    /// past it inside the section), the sections' height.
    var contentSize: CGSize { CGSize(width: environment.effectiveContentSize.width, height: bottom) }

    /// Places a section below the previous ones: its headers, its groups inside its content
    /// insets, its footers, then its side supplementary items and its decorations.
    mutating func place(_ layout: NSCollectionLayoutSection, section: Int, reference: UIContentInsetsReference) {
        let sectionTop = bottom
        let first = attributes.count
        let region = horizontalRegion(for: reference)
        let insets = layout.contentInsets
        let content = CGRect(x: region.minX + insets.leading, y: 0, width: max(0, region.width - insets.leading - insets.trailing), height: 0)
        let band = layout.supplementariesFollowContentInsets ? content : region
        let boundary = layout.boundarySupplementaryItems
        placeBands(boundary.filter(\.isLeadingBand), section: section, across: band)
        bottom += insets.top
        let contentTop = bottom
        placeGroups(layout, section: section, x: content.minX, available: CGSize(width: content.width, height: environment.effectiveContentSize.height))
        let contentBottom = bottom
        bottom += insets.bottom
        placeBands(boundary.filter(\.isTrailingBand), section: section, across: band)
        for item in boundary where !item.isLeadingBand && !item.isTrailingBand {
            let host = CGRect(x: band.minX, y: contentTop, width: band.width, height: contentBottom - contentTop)
            append(item, at: IndexPath(item: 0, section: section), frame: item.frame(on: host).offsetBy(dx: item.offset.x, dy: item.offset.y))
        }
        if !layout.decorationItems.isEmpty {
            for index in first..<attributes.count where attributes[index].zIndex < 1 { attributes[index].zIndex = 1 }
            let geometry = CGRect(x: region.minX, y: sectionTop, width: region.width, height: bottom - sectionTop)
            for decoration in layout.decorationItems {
                let attribute = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: section))
                attribute.frame = geometry.inset(by: UIEdgeInsets(
                    top: decoration.contentInsets.top, left: decoration.contentInsets.leading,
                    bottom: decoration.contentInsets.bottom, right: decoration.contentInsets.trailing))
                attribute.zIndex = decoration.zIndex
                attributes.append(attribute)
            }
        }
        pinned.sections.append(PlacedSection(start: sectionTop, end: bottom))
    }

    /// Leaves `spacing` points before the next section.
    mutating func skip(_ spacing: CGFloat) {
        bottom += spacing
    }

    /// Headers (or footers) of the whole layout, across the region `reference` names.
    mutating func placeLayoutBands(_ items: [NSCollectionLayoutBoundarySupplementaryItem], reference: UIContentInsetsReference) {
        let pinsBefore = pinned.pins.count
        placeBands(items, section: 0, across: horizontalRegion(for: reference))
        for index in pinsBefore..<pinned.pins.count { pinned.pins[index].section = PinnedElement.wholeLayout }
    }

    /// Ends the placing: the layout's own pinned headers and footers keep to the whole content.
    mutating func finish() {
        guard pinned.pins.contains(where: { $0.section == PinnedElement.wholeLayout }) else { return }
        pinned.sections.append(PlacedSection(start: 0, end: bottom))
        for index in pinned.pins.indices where pinned.pins[index].section == PinnedElement.wholeLayout {
            pinned.pins[index].section = pinned.sections.count - 1
        }
    }

    /// The section's groups from `x` down, or across in one row for an orthogonal section.
    private mutating func placeGroups(_ layout: NSCollectionLayoutSection, section: Int, x start: CGFloat, available: CGSize) {
        var next = 0
        let count = collectionView.numberOfItems(inSection: section)
        var x = start
        var rowHeight: CGFloat = 0
        var first = true
        let across = layout.orthogonalScrollingBehavior != .none
        while next < count {
            let before = next
            let origin = across
                ? CGPoint(x: x + (first ? 0 : layout.interGroupSpacing), y: bottom)
                : CGPoint(x: start, y: bottom + (first ? 0 : layout.interGroupSpacing))
            let size = placeGroup(layout.group, at: origin, in: available, section: section, next: &next, count: count)
            guard next > before else { break }
            if across {
                x = origin.x + size.width
                rowHeight = max(rowHeight, size.height)
            } else {
                bottom = origin.y + size.height
            }
            first = false
        }
        if across { bottom += rowHeight }
    }

    /// The part of the container's width that a section's insets are measured from, by its
    /// content insets reference.
    private func horizontalRegion(for reference: UIContentInsetsReference) -> CGRect {
        let width = environment.effectiveContentSize.width
        let adjusted = collectionView.adjustedContentInset
        let left: CGFloat, right: CGFloat
        switch reference {
        case .none:
            (left, right) = (0, 0)
        case .automatic, .safeArea:
            (left, right) = (collectionView.safeAreaInsets.left, collectionView.safeAreaInsets.right)
        case .layoutMargins:
            (left, right) = (collectionView.layoutMargins.left, collectionView.layoutMargins.right)
        case .readableContent:
            let frame = collectionView.readableContentGuide.layoutFrame
            (left, right) = (frame.minX - collectionView.bounds.minX, collectionView.bounds.maxX - frame.maxX)
        }
        let leading = max(0, left - adjusted.left), trailing = max(0, right - adjusted.right)
        return CGRect(x: leading, y: 0, width: max(0, width - leading - trailing), height: 0)
    }

    /// Headers (or footers) in one band at the bottom of what is placed, each on its edge or
    /// corner of the band; the band is as tall as the tallest one that extends the section.
    private mutating func placeBands(_ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, across band: CGRect) {
        var height: CGFloat = 0
        for item in items {
            let indexPath = IndexPath(item: 0, section: section)
            var size = item.layoutSize.resolved(in: CGSize(width: band.width, height: environment.effectiveContentSize.height))
            if item.layoutSize.heightDimension.isEstimated {
                let estimate = CGRect(x: band.minX, y: bottom, width: size.width, height: size.height)
                size.height = collectionView.fittedSupplementaryHeight(ofKind: item.elementKind, at: indexPath, estimate: estimate) ?? size.height
            }
            let host = CGRect(x: band.minX, y: bottom, width: band.width, height: size.height)
            let frame = item.containerAnchor.frame(of: size, in: host, itemAnchor: nil).offsetBy(dx: item.offset.x, dy: item.offset.y)
            append(item, at: indexPath, frame: frame)
            if item.pinToVisibleBounds {
                pinned.pins.append(PinnedElement(index: attributes.count - 1, section: pinned.sections.count, isHeader: item.isLeadingBand))
            }
            if item.extendsBoundary { height = max(height, size.height) }
        }
        bottom += height
    }

    /// Adds the attributes of a supplementary item at `frame`.
    mutating func append(_ item: NSCollectionLayoutSupplementaryItem, at indexPath: IndexPath, frame: CGRect) {
        let attribute = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attribute.frame = frame
        attribute.zIndex = item.zIndex
        attributes.append(attribute)
    }

    /// Adds the supplementary items attached to an item or group placed at `host`, whose
    /// (first) item is `item` of `section`.
    mutating func attach(_ items: [NSCollectionLayoutSupplementaryItem], to host: CGRect, item: Int, section: Int) {
        guard !items.isEmpty else { return }
        let indexPath = IndexPath(item: item, section: section)
        for supplementary in items { append(supplementary, at: indexPath, frame: supplementary.frame(on: host)) }
    }

    /// The size measured for an item before, or measured now when its estimated frame meets
    /// the visible rect; nil while it stays off screen.
    mutating func fittedSize(at indexPath: IndexPath, width: CGFloat?, height: CGFloat?, estimated: CGRect) -> CGSize? {
        if let size = measured.size(at: indexPath, width: width, height: height) { return size }
        guard estimated.intersects(visibleRect) else { return nil }
        let size = collectionView.fittedItemSize(at: indexPath, width: width, height: height, estimate: estimated)
        measured.keep(size, at: indexPath, width: width, height: height)
        return size
    }
}
#endif
