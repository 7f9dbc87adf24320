#if !canImport(UIKit)
import Foundation

// The layout prepared on demand, and the cells and supplementary views on screen.
extension UICollectionView {
    /// The item count of each section, asked of the data source once per reload.
    var loadedItemCounts: [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        itemCounts = counts
        selection.keepValid(counts)
        prefetchWindow.reset()
        return counts
    }

    /// Asks the data source again and prepares the layout again at the next layout; views on
    /// screen go back to the reuse queues.
    func reloadElements() {
        for key in Array(shownElements.keys) { retire(key) }
        queueMeasuredCells()
        itemCounts = nil
        collectionViewLayout.forgetMeasuredSizes()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Notes inserted and deleted items; outside a batch the update applies now.
    func noteUpdate(inserted: [IndexPath], deleted: [IndexPath]) {
        guard itemCounts != nil else { return reloadElements() }
        pending.note(inserted: inserted, deleted: deleted)
        if pending.depth == 0 { finishUpdates() }
    }

    /// Checks the data source's new item counts against the old ones and the changes (logging
    /// UIKit's message when they do not add up), then reloads.
    func finishUpdates() {
        if let old = itemCounts, let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            let counts = (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
            if let mismatch = pending.takeMismatch(oldCounts: old, newCounts: counts, noun: "items") {
                raiseException("NSInternalInconsistencyException", mismatch)
            }
        }
        reloadElements()
    }

    /// The layout, prepared for the current data and size, with the elements on screen
    /// measured.
    func preparedLayout() -> UICollectionViewLayout {
        let layout = collectionViewLayout
        if layout.needsPreparation || preparedSize != bounds.size || layout.needsMeasuring(in: bounds) {
            layout.needsPreparation = false
            preparedSize = bounds.size
            _ = loadedItemCounts
            layout.prepare()
            updateContentSize()
        }
        return layout
    }

    /// Places the views of the elements whose frames meet the bounds and hands back the rest.
    func layOutVisibleElements() {
        guard dataSource != nil else { return }
        let layout = preparedLayout()
        let visible = bounds.size == .zero ? [] : layout.layoutAttributesForElements(in: CGRect(origin: contentOffset, size: bounds.size)) ?? []
        let keys = Set(visible.map(\.elementKey))
        for key in Array(shownElements.keys) where !keys.contains(key) { retire(key) }
        for attributes in visible {
            guard let view = view(for: attributes) else { continue }
            view.isHidden = attributes.isHidden
            view.alpha = attributes.alpha
            place(view, at: attributes.frame)
            view.apply(attributes)
        }
        queueMeasuredCells()
        updateContentSize()
        askForPrefetching()
    }

    /// Asks the prefetch data source for the items beyond the screen, and cancels the ones no
    /// longer wanted.
    private func askForPrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let vertical = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
        let visible = shownCells.map(\.0), counts = loadedItemCounts
        let (prefetch, cancel) = prefetchWindow.update(visible: visible, offset: vertical ? contentOffset.y : contentOffset.x, counts: counts)
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }

    /// Hands the cells measured but not shown back to the reuse queues.
    private func queueMeasuredCells() {
        for cell in measuredCells.values { queueOrRemove(cell) }
        measuredCells.removeAll()
    }

    /// The view on screen for an element, made now from the data source if it has none.
    private func view(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let key = attributes.elementKey
        if let view = shownElements[key] { return view }
        if key.isDecoration, let kind = key.kind { return decorationView(ofKind: kind, key: key) }
        guard let dataSource else { return nil }
        let view: UICollectionReusableView
        if let kind = key.kind {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
        } else if let measured = measuredCells.removeValue(forKey: key.indexPath) {
            view = measured
        } else {
            view = dataSource.collectionView(self, cellForItemAt: key.indexPath)
        }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        shownElements[key] = view
        if key.kind == nil, let cell = view as? UICollectionViewCell {
            cell.isSelected = selection.contains(key.indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        }
        return view
    }

    /// A decoration view of `kind` from its queue or made from the class the layout registered
    /// for it, behind the other elements; nil, with UIKit's exception logged, when the layout
    /// registered none.
    private func decorationView(ofKind kind: String, key: ElementKey) -> UICollectionReusableView? {
        let queue = "decoration:" + kind
        let view: UICollectionReusableView
        if let queued = reuse.dequeue(queue) as? UICollectionReusableView {
            queued.prepareForReuse()
            view = queued
        } else if let type = collectionViewLayout.decorationClasses[kind] {
            view = type.init(headlessReuseIdentifier: kind)
            view.reuseQueueKey = queue
        } else {
            raiseException("NSInternalInconsistencyException",
                              "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class for the identifier")
            return nil
        }
        if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        view.isHidden = false
        shownElements[key] = view
        return view
    }

    /// Takes an element's view off the screen: a reusable view waits hidden in its queue.
    func retire(_ key: ElementKey) {
        guard let view = shownElements.removeValue(forKey: key) else { return }
        if key.kind == nil, let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
        queueOrRemove(view)
    }

    func queueOrRemove(_ view: UICollectionReusableView) {
        guard let queue = view.reuseQueueKey else {
            if view.superview === self { view.removeFromSuperview() }
            return
        }
        view.isHidden = true
        reuse.enqueue(view, identifier: queue)
    }

    /// The cells on screen with their items, in order.
    var shownCells: [(IndexPath, UICollectionViewCell)] {
        shownElements.compactMap { key, view in
            key.kind == nil ? (view as? UICollectionViewCell).map { (key.indexPath, $0) } : nil
        }.sorted { $0.0 < $1.0 }
    }

    /// The cell of an item for measuring: the one on screen, or one the data source makes,
    /// kept to be shown.
    private func cellToMeasure(at indexPath: IndexPath, dataSource: any UICollectionViewDataSource) -> UICollectionViewCell {
        if let shown = shownElements[ElementKey(kind: nil, indexPath: indexPath)] as? UICollectionViewCell { return shown }
        if let measured = measuredCells[indexPath] { return measured }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        measuredCells[indexPath] = cell
        return cell
    }

    /// The size the cell of an item asks for (`preferredLayoutAttributesFitting(_:)`), starting
    /// from its estimated frame, where the cell is put first (what it measures can depend on
    /// where it is: the safe area reaches into cells under a bar).
    func preferredItemSize(at indexPath: IndexPath, estimate: CGRect) -> CGSize {
        guard let dataSource else { return estimate.size }
        let cell = cellToMeasure(at: indexPath, dataSource: dataSource)
        if cell.superview !== self { addSubview(cell) }
        cell.frame = estimate
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = estimate
        return cell.preferredLayoutAttributesFitting(attributes).size
    }

    /// The size of an item's cell fitted with a fixed width or height (nil: the length the cell
    /// asks for), as a compositional layout sizes estimated dimensions; the cell is measured at
    /// its estimated frame.
    func fittedItemSize(at indexPath: IndexPath, width: CGFloat?, height: CGFloat?, estimate: CGRect) -> CGSize {
        guard let dataSource else { return CGSize(width: width ?? 0, height: height ?? 0) }
        let cell = cellToMeasure(at: indexPath, dataSource: dataSource)
        var size = fittedSize(of: cell, width: width, height: height, estimate: estimate)
        // A row showing list row content is at least the standard 44 points, as table rows are.
        if height == nil, (cell.configurationView as? UIListContentView)?.keepsStandardRowHeight == true {
            size.height = max(size.height, UITableViewCell.standardRowHeight)
        }
        return size
    }

    /// The height of a supplementary view fitted to the width of its estimated frame, or nil
    /// without a data source.
    func fittedSupplementaryHeight(ofKind kind: String, at indexPath: IndexPath, estimate: CGRect) -> CGFloat? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        defer { if !shownElements.values.contains(where: { $0 === view }) { queueOrRemove(view) } }
        return fittedSize(of: view, width: estimate.width, height: nil, estimate: estimate).height
    }

    /// The size of a view fitted at fixed lengths, the view first put at its estimated frame.
    private func fittedSize(of view: UIView, width: CGFloat?, height: CGFloat?, estimate: CGRect) -> CGSize {
        if view.superview !== self { addSubview(view) }
        view.frame = CGRect(origin: estimate.origin, size: CGSize(width: width ?? estimate.width, height: height ?? estimate.height))
        return view.systemLayoutSizeFitting(
            CGSize(width: width ?? 0, height: height ?? 0),
            withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
            verticalFittingPriority: height == nil ? .fittingSizeLevel : .required)
    }

    /// Scrolls so that the item is at `position`, within the content, then lays out.
    func scroll(toItem indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool) {
        guard let frame = preparedLayout().layoutAttributesForItem(at: indexPath)?.frame else {
            raiseException("NSInvalidArgumentException", "attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        let inset = adjustedContentInset, size = bounds.size
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - size.height + inset.bottom }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - size.width + inset.right }
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - size.height))
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - size.width))
        setContentOffset(offset, animated: animated)
        layoutIfNeeded()
    }
}
#endif
