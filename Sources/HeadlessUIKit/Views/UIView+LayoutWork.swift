#if !canImport(UIKit)
import Foundation

// What a layout round has to visit. Every mark on a view also marks its ancestors
// (`subtreeHasWork`), so each walk of a round descends only into subtrees with work and
// a change to one cell of a long feed costs that cell and its ancestors, not the feed. A round
// ends by clearing the marks of subtrees with nothing left to do.
//
// Invariant: a view whose subtree has work has ancestors whose subtrees have work.
extension UIView {
    /// Marks this view and its ancestors as having work for the next round.
    func noteWork() {
        var view: Unmanaged<UIView>? = .passUnretained(self)
        while let current = view {
            view = current._withUnsafeGuaranteedRef { @Sendable view in
                if view.subtreeHasWork { return nil }
                view.subtreeHasWork = true
                return view.unretainedSuperview
            }
        }
    }

    /// The solution moved this view's values: its superview places it again, and it places its
    /// subviews again.
    func noteValuesMoved() {
        valuesMovedForSuperview = true
        valuesMovedForSubviews = true
        noteWork()
    }

    /// The frame or bounds moved: this view's and its descendants' derived geometry is refreshed.
    func noteGeometryMoved() {
        geometryMoved = true
        noteWork()
    }

    /// This view's derived geometry is refreshed; its descendants' only if that changes its safe
    /// area or margins.
    func noteGeometryRefreshNeeded() {
        needsGeometryRefresh = true
        noteWork()
    }

    /// Anything may have moved (a new solver, a display scale that rounds frames differently):
    /// the next round visits the whole subtree, as if every view were new.
    func noteEverythingMoved() {
        forEachInSubtree { view in
            view.valuesMovedForSuperview = true
            view.valuesMovedForSubviews = true
            view.geometryMoved = true
            view.subtreeHasWork = true
        }
        storedSuperview?.noteWork()
    }

    /// Clears the marks of subtrees with nothing left to do; returns whether a view still needs
    /// layout, constraint updates or its intrinsic size measured (another round).
    func settleWork() -> Bool {
        guard subtreeHasWork else { return false }
        var needsRound = needsLayoutPass || needsConstraintUpdate || needsIntrinsicUpdate
        var hasWork = needsRound || valuesMovedForSuperview || valuesMovedForSubviews
            || geometryMoved || needsGeometryRefresh
        for subview in storedSubviews where subview.subtreeHasWork {
            if subview.settleWork() { needsRound = true }
            hasWork = hasWork || subview.subtreeHasWork
        }
        subtreeHasWork = hasWork
        return needsRound
    }
}
#endif
