#if !canImport(UIKit)
import Foundation

// What a layout round has to visit. Every mark on a view also marks its ancestors
// (`headlessSubtreeHasWork`), so each walk of a round descends only into subtrees with work and
// a change to one cell of a long feed costs that cell and its ancestors, not the feed. A round
// ends by clearing the marks of subtrees with nothing left to do.
//
// Invariant: a view whose subtree has work has ancestors whose subtrees have work.
extension UIView {
    /// Marks this view and its ancestors as having work for the next round.
    func headlessNoteWork() {
        var view: UIView? = self
        while let current = view, !current.headlessSubtreeHasWork {
            current.headlessSubtreeHasWork = true
            view = current.headlessSuperview
        }
    }

    /// The solution moved this view's values: its superview places it again, and it places its
    /// subviews again.
    func headlessNoteValuesMoved() {
        headlessValuesMovedForSuperview = true
        headlessValuesMovedForSubviews = true
        headlessNoteWork()
    }

    /// The frame or bounds moved: this view's and its descendants' derived geometry is refreshed.
    func headlessNoteGeometryMoved() {
        headlessGeometryMoved = true
        headlessNoteWork()
    }

    /// This view's derived geometry is refreshed; its descendants' only if that changes its safe
    /// area or margins.
    func headlessNoteGeometryRefreshNeeded() {
        headlessNeedsGeometryRefresh = true
        headlessNoteWork()
    }

    /// Anything may have moved (a new solver, a display scale that rounds frames differently):
    /// the next round visits the whole subtree, as if every view were new.
    func headlessNoteEverythingMoved() {
        headlessForEachInSubtree { view in
            view.headlessValuesMovedForSuperview = true
            view.headlessValuesMovedForSubviews = true
            view.headlessGeometryMoved = true
            view.headlessSubtreeHasWork = true
        }
        headlessSuperview?.headlessNoteWork()
    }

    /// Clears the marks of subtrees with nothing left to do; returns whether a view still needs
    /// layout, constraint updates or its intrinsic size measured (another round).
    func headlessSettleWork() -> Bool {
        guard headlessSubtreeHasWork else { return false }
        var needsRound = headlessNeedsLayout || headlessNeedsUpdateConstraints || headlessNeedsIntrinsicUpdate
        var hasWork = needsRound || headlessValuesMovedForSuperview || headlessValuesMovedForSubviews
            || headlessGeometryMoved || headlessNeedsGeometryRefresh
        for subview in headlessSubviews where subview.headlessSubtreeHasWork {
            if subview.headlessSettleWork() { needsRound = true }
            hasWork = hasWork || subview.headlessSubtreeHasWork
        }
        headlessSubtreeHasWork = hasWork
        return needsRound
    }
}
#endif
