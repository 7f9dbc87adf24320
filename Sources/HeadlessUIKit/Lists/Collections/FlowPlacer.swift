#if !canImport(UIKit)
import Foundation

/// Works out a flow layout's attributes section by section. It measures along the scroll
/// direction ("along") and across it ("across"): for a vertical layout along is y and across
/// is x, for a horizontal one the other way round.
///
/// With `estimatedItemSize`, an item is measured (its cell's preferred size) when the line it
/// joins starts within the visible range, or takes the size measured before at the same
/// across length; elsewhere it keeps the estimate.
@MainActor struct FlowPlacer {
    let layout: UICollectionViewFlowLayout
    private(set) var attributes: [UICollectionViewLayoutAttributes] = []
    private(set) var contentSize = CGSize.zero
    private let vertical: Bool
    private let collectionView: UICollectionView?
    private let delegate: (any UICollectionViewDelegateFlowLayout)?
    /// The sizes measured so far, this preparation's included.
    private(set) var measured: MeasuredItemSizes
    /// Where the lines of the items left at the estimate start, each as a band across the
    /// content as deep as the estimate: the test that left them unmeasured, kept so that the
    /// layout measures them exactly when a band comes on screen.
    private(set) var estimatedFrames: [CGRect] = []
    /// The across length the items were measured at.
    private var acrossLength: CGFloat = 0
    /// The headers and footers that stay on screen while their section is, with each
    /// section's extent along.
    private(set) var pinned = PinnedElements()

    init(layout: UICollectionViewFlowLayout, measured: MeasuredItemSizes) {
        self.layout = layout
        self.measured = measured
        vertical = layout.scrollDirection == .vertical
        pinned.vertical = vertical
        collectionView = layout.collectionView
        delegate = layout.collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
    }

    /// Places every section; the content is as long as the sections and as wide as the
    /// collection view less its adjusted content insets (and the section inset reference).
    mutating func placeAll() {
        guard let collectionView else { return }
        let reference = referenceInsets(collectionView), content = collectionView.adjustedContentInset
        let across = (vertical ? collectionView.bounds.width - content.left - content.right - reference.left - reference.right
                               : collectionView.bounds.height - content.top - content.bottom - reference.top - reference.bottom)
        acrossLength = max(0, across)
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            along = placeSection(section, from: along, across: max(0, across), in: collectionView)
        }
        let acrossStart = vertical ? reference.left : reference.top
        for attribute in attributes { attribute.frame = frame(along: 0, across: acrossStart, size: .zero, offsetting: attribute.frame) }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The insets the section insets count from, beyond the content inset.
    private func referenceInsets(_ collectionView: UICollectionView) -> UIEdgeInsets {
        switch layout.sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets, adjusted = collectionView.adjustedContentInset
            return UIEdgeInsets(top: max(0, safe.top - adjusted.top), left: max(0, safe.left - adjusted.left),
                                bottom: max(0, safe.bottom - adjusted.bottom), right: max(0, safe.right - adjusted.right))
        case .fromLayoutMargins: return collectionView.layoutMargins
        }
    }

    /// Places a section's header, items in lines and footer from `start`; returns where the
    /// section ends.
    private mutating func placeSection(_ section: Int, from start: CGFloat, across: CGFloat, in collectionView: UICollectionView) -> CGFloat {
        var along = start
        let header = delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
        along = placeSupplementary(UICollectionView.elementKindSectionHeader, section, size: header, at: along, across: across)
        if along > start { pinLast(header: true, if: layout.sectionHeadersPinToVisibleBounds) }
        let inset = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
        let itemSpacing = delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        let (insetBefore, insetAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (acrossStart, acrossEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let available = max(0, across - acrossStart - acrossEnd)
        along += insetBefore
        var line: [(IndexPath, CGSize)] = []
        var lineLength: CGFloat = 0
        var firstLine = true
        func flush() {
            guard !line.isEmpty else { return }
            if !firstLine { along += lineSpacing }
            firstLine = false
            along = placeLine(line, at: along, from: acrossStart, available: available)
            line = []
            lineLength = 0
        }
        for item in 0..<collectionView.numberOfItems(inSection: section) {
            let indexPath = IndexPath(item: item, section: section)
            let size = itemSize(at: indexPath, lineStart: along + (firstLine ? 0 : lineSpacing), in: collectionView)
            let length = vertical ? size.width : size.height
            if !line.isEmpty, lineLength + itemSpacing + length > available + 1e-9 { flush() }
            lineLength += (line.isEmpty ? 0 : itemSpacing) + length
            line.append((indexPath, size))
        }
        flush()
        along += insetAfter
        let footer = delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
        let end = placeSupplementary(UICollectionView.elementKindSectionFooter, section, size: footer, at: along, across: across)
        if end > along { pinLast(header: false, if: layout.sectionFootersPinToVisibleBounds) }
        pinned.sections.append(PlacedSection(start: start, end: end))
        return end
    }

    /// Pins the header or footer just placed to the section being placed, when `wanted`.
    private mutating func pinLast(header: Bool, if wanted: Bool) {
        guard wanted else { return }
        pinned.pins.append(PinnedElement(index: attributes.count - 1, section: pinned.sections.count, isHeader: header))
    }

    /// Places one line of items from `along`; returns where the line ends.
    private mutating func placeLine(_ line: [(IndexPath, CGSize)], at along: CGFloat, from acrossStart: CGFloat, available: CGFloat) -> CGFloat {
        let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
        let lengths = line.map { vertical ? $0.1.width : $0.1.height }
        let total = lengths.reduce(0, +)
        var position: CGFloat
        let gap: CGFloat
        if line.count == 1 {
            position = acrossStart + (available - total) / 2
            gap = 0
        } else {
            position = acrossStart
            gap = (available - total) / CGFloat(line.count - 1)
        }
        for ((indexPath, size), length) in zip(line, lengths) {
            let depth = vertical ? size.height : size.width
            let attribute = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attribute.frame = frame(along: along + (thickness - depth) / 2, across: position, size: size)
            attributes.append(attribute)
            position += length + gap
        }
        return along + thickness
    }

    /// Places a header or footer across the whole width when its length along is positive.
    private mutating func placeSupplementary(_ kind: String, _ section: Int, size: CGSize, at along: CGFloat, across: CGFloat) -> CGFloat {
        let length = vertical ? size.height : size.width
        guard length > 0 else { return along }
        let attribute = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attribute.frame = frame(along: along, across: 0, size: vertical ? CGSize(width: across, height: length) : CGSize(width: length, height: across))
        attributes.append(attribute)
        return along + length
    }

    /// The size of an item: when the layout estimates, its cell's preferred size once its line
    /// starts on screen and the estimate before; else the delegate's or the layout's item size.
    private mutating func itemSize(at indexPath: IndexPath, lineStart: CGFloat, in collectionView: UICollectionView) -> CGSize {
        let estimated = layout.estimatedItemSize
        guard estimated == .zero else { return preferredSize(at: indexPath, estimate: estimated, lineStart: lineStart, in: collectionView) }
        return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
    }

    private mutating func preferredSize(at indexPath: IndexPath, estimate: CGSize, lineStart: CGFloat, in collectionView: UICollectionView) -> CGSize {
        if let size = measured.size(at: indexPath, width: acrossLength, height: nil) { return size }
        let visible = collectionView.bounds
        let (start, end) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
        let depth = vertical ? estimate.height : estimate.width
        guard lineStart < end, lineStart + depth > start else {
            estimatedFrames.append(vertical ? CGRect(x: 0, y: lineStart, width: max(acrossLength, 1), height: depth)
                                            : CGRect(x: lineStart, y: 0, width: depth, height: max(acrossLength, 1)))
            return estimate
        }
        let origin = vertical ? CGPoint(x: 0, y: lineStart) : CGPoint(x: lineStart, y: 0)
        let size = collectionView.preferredItemSize(at: indexPath, estimate: CGRect(origin: origin, size: estimate))
        measured.keep(size, at: indexPath, width: acrossLength, height: nil)
        return size
    }

    /// A frame from along/across coordinates (plus an existing frame's origin, when given).
    private func frame(along: CGFloat, across: CGFloat, size: CGSize, offsetting existing: CGRect? = nil) -> CGRect {
        if let existing {
            return vertical ? existing.offsetBy(dx: across, dy: along) : existing.offsetBy(dx: along, dy: across)
        }
        return vertical ? CGRect(x: across, y: along, width: size.width, height: size.height)
                        : CGRect(x: along, y: across, width: size.width, height: size.height)
    }
}
#endif
