#if !canImport(UIKit)
import Foundation

// The safe area and the upkeep of derived geometry (the LayoutPass article, Steps; the GeometryGuides article, Safe
// area and Readable content): insets, effective margins and the guides' constants follow the frames of the last pass.
extension UIView {
    var resolvedSafeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = makeEdgeGuide(identifier: "UIViewSafeAreaLayoutGuide") { "UIViewSafeAreaLayoutGuide-\($0)" }
        safeAreaGuide = guide
        apply(storedSafeAreaInsets, to: guide)
        return guide
    }

    /// The safe-area insets from the window's and ancestors' unsafe area, plus a view
    /// controller's `additionalSafeAreaInsets` on its root view: per edge, the part of
    /// the superview's inset that reaches over this view's edge, and never more than the view
    /// itself. Apple documents that a view's insets "reflect only the portion of the view that
    /// is covered", so an edge whose superview has no unsafe area there is 0 even where the view
    /// sticks out past its superview, and a covered portion is never larger than the view.
    /// Without those bounds, a view whose position or size is ambiguous can drift, grow its
    /// insets, and move again with them, pass after pass.
    func computeSafeAreaInsets() -> UIEdgeInsets {
        let additional = owningViewController?.additionalSafeAreaInsets ?? .zero
        if isWindow { return sum(unsafeDowncast(self, to: UIWindow.self).windowSafeAreaInsets, additional) }
        guard let superview = storedSuperview, isInWindow else { return .zero }
        let theirs = superview.storedSafeAreaInsets
        let distance = distancesToSuperviewEdges(superview)
        let size = storedFrame.size
        func covered(_ inset: CGFloat, _ distance: CGFloat, _ extent: CGFloat) -> CGFloat {
            guard inset > 0 else { return 0 }
            return min(max(0, inset - distance), max(0, extent))
        }
        let byAncestors = UIEdgeInsets(top: covered(theirs.top, distance.top, size.height), left: covered(theirs.left, distance.left, size.width),
                                       bottom: covered(theirs.bottom, distance.bottom, size.height), right: covered(theirs.right, distance.right, size.width))
        // A container's bars cover a child's root view too (UIView.safeAreaInsets documentation:
        // the area "not covered by navigation bars, tab bars, toolbars").
        let byBars = owningViewController?.parent?.barInsets(forChildView: self) ?? .zero
        let covering = UIEdgeInsets(top: max(byAncestors.top, min(byBars.top, size.height)), left: max(byAncestors.left, byBars.left),
                                    bottom: max(byAncestors.bottom, min(byBars.bottom, size.height)), right: max(byAncestors.right, byBars.right))
        if safeAreaTakesSidesOnly {
            // Rows scroll under bars without changing their layout: they take the safe area's
            // sides only (UIKit insets cells' content views to the safe area horizontally,
            // `UITableView.insetsContentViewsToSafeArea`). Collection view cells and reusable
            // views do the same [MODEL]: a self-sizing cell measured under a bar would otherwise
            // grow by the bar's height.
            return sum(UIEdgeInsets(top: 0, left: covering.left, bottom: 0, right: covering.right), additional)
        }
        return sum(covering, additional)
    }

    private func sum(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Recomputes safe-area insets, effective margins and the readable width from the current
    /// frames, moving guide constants and calling the change hooks where values changed. The
    /// superview must be up to date.
    func refreshDerivedGeometry() {
        let inheritsNothing = !isWindow && owningViewController == nil
            && (storedSuperview?.storedSafeAreaInsets ?? .zero) == .zero
        if inheritsNothing, storedSafeAreaInsets == .zero, marginsGuide == nil, readableGuide == nil,
           !preservesSuperviewLayoutMargins, subviewsPreservingMargins == 0 {
            return
        }
        let safe = computeSafeAreaInsets()
        if safe != storedSafeAreaInsets {
            storedSafeAreaInsets = safe
            apply(safe, to: safeAreaGuide)
            safeAreaInsetsDidChange()
            if let controller = owningViewController, window != nil { controller.viewSafeAreaInsetsDidChange() }
        }
        let margins = computeEffectiveMargins()
        if margins != effectiveMargins {
            effectiveMargins = margins
            layoutMarginsDidChange()
            if let controller = owningViewController, window != nil { controller.viewLayoutMarginsDidChange() }
        }
        apply(effectiveMargins, to: marginsGuide)
        applyReadableWidth()
    }

    /// Refreshes the derived geometry of the view and its descendants and schedules a pass.
    func refreshDerivedGeometryOfSubtree() {
        forEachInSubtree { $0.refreshDerivedGeometry() }
        setNeedsLayout()
    }

    /// The widest the readable content guide gets: 672 points at the default text size, scaled
    /// with the body text size of other content size categories (<doc:GeometryGuides#Readable-content>).
    var readableContentWidth: CGFloat {
        let body: [UIContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
            .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33,
            .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        let size = body[traitCollection.preferredContentSizeCategory] ?? 17
        return (672 * size / 17).rounded()
    }
}
#endif
