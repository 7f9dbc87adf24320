#if !canImport(UIKit)
import Foundation

// The content area of scroll views (the GeometryGuides article, Scroll views): which constraints mean the content
// guide, the content size read after each solve, the adjusted content inset and the offset.
extension UIScrollView {
    /// Whether an edge attribute (leading, trailing, left, right, top, bottom) can stand for the
    /// content area.
    static func isContentEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    func applyContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            raiseException("NSInternalInconsistencyException", "Scroll view content offset \(offset) is not finite")
            return
        }
        guard offset != bounds.origin else { return }
        boundsOrigin = offset
        // Subviews' safe areas depend on what is scrolled under the unsafe area.
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    /// Sets `contentSize` to the content guide's solved size, each length rounded to the pixel
    /// grid, when an active constraint other than the scroll view's own guide constraints
    /// involves the content area. The lengths are rounded, not the edges: where the content
    /// lies on screen must not change its size, or a scroll view sized by its content (a
    /// centred one, say) would flip between two sizes round after round.
    func updateContentSizeFromContentGuide() {
        guard contentAreaIsConstrained, let engine = hierarchyRoot.storedLayoutEngine else { return }
        let solved = engine.solvedRect(contentLayoutGuide.itemVariables).size
        let scale = displayScaleOrOne
        let size = CGSize(width: roundToPixel(solved.width, scale), height: roundToPixel(solved.height, scale))
        if size != contentSize { contentSize = size }
    }

    /// Whether a constraint installed on the scroll view or an ancestor names the content guide,
    /// or one of the scroll view's edges on behalf of its content.
    var contentAreaIsConstrained: Bool {
        let guide = contentLayoutGuide
        var current: UIView? = self
        while let view = current {
            for constraint in view.listedConstraints where constraint.constraintKind != .autoresizing {
                if constraint.layoutItems.contains(where: { $0 === guide }) { return true }
                if constraint.namesContentEdge(of: self) { return true }
            }
            current = view.storedSuperview
        }
        return false
    }

    /// `contentInset` plus the safe-area edges the adjustment behaviour chooses
    /// (<doc:GeometryGuides#Scroll-views>): all for `.always`, none for `.never`, the edges of
    /// scrollable axes otherwise.
    func computeAdjustedContentInset() -> UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (horizontal, vertical) = (true, true)
        case .never: (horizontal, vertical) = (false, false)
        case .automatic, .scrollableAxes:
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        return inset
    }

    /// Recomputes `adjustedContentInset`; on a change, moves an offset the app never set to
    /// `(−left, −top)` and calls `adjustedContentInsetDidChange()`.
    func refreshAdjustedContentInset() {
        let adjusted = computeAdjustedContentInset()
        guard adjusted != adjustedInset else { return }
        adjustedInset = adjusted
        if !contentOffsetWasSet {
            applyContentOffset(CGPoint(x: -adjusted.left, y: -adjusted.top))
        }
        adjustedContentInsetDidChange()
    }

    /// Scrolls the least distance that brings `rect` inside the bounds.
    func performScrollRectToVisible(_ rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var offset = contentOffset
        let visible = bounds
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }
}

extension NSLayoutConstraint {
    /// Whether `attribute` of `scrollView`, named by this constraint, means the content area: it
    /// is an edge and another item of the constraint lies inside the scroll view
    /// (<doc:GeometryGuides#Scroll-views>).
    func meansContentArea(of scrollView: UIScrollView, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
        guard UIScrollView.isContentEdge(attribute) else { return false }
        return layoutItems.contains { item in
            guard let view = item.hierarchyView, view !== scrollView else { return false }
            return view.isInSubtree(of: scrollView)
        }
    }

    /// Whether the constraint names an edge of `scrollView` that means its content area.
    func namesContentEdge(of scrollView: UIScrollView) -> Bool {
        func names(_ spec: HeadlessAnchorSpec) -> Bool {
            if let offset = spec.offset { return names(offset.from) || names(offset.to) }
            return spec.item === scrollView && meansContentArea(of: scrollView, spec.attribute)
        }
        return names(firstSpec) || (secondSpec.map(names) ?? false)
    }
}
#endif
