#if !canImport(UIKit)
import Foundation

/// One round of a layout pass over a root's hierarchy: `updateConstraints()` and intrinsic
/// sizes bottom-up, one flush of the engine, frames top-down (`layoutSubviews()`), derived
/// geometry (safe area, margins, guides, content sizes, text layout) parents first.
///
/// Each step visits only the subtrees that have work (`subtreeHasWork`), and the frames
/// of only the subviews whose solved values moved: a change to one cell of a long feed costs
/// that cell and the views it moves, not the feed.
@MainActor struct HeadlessLayoutRound {
    let root: UIView

    /// Runs the round; returns whether the pass needs another one.
    func run() -> Bool {
        Self.updateConstraintsBottomUp(root)
        let engine = root.layoutEngine
        engine.flush()
        engine.noteMovedViews()
        layOutTopDown(root, engine)
        refreshMovedGeometry(root, forced: false)
        // No superview places the root: its mark would keep the round's walks starting marked.
        root.valuesMovedForSuperview = false
        let needsRound = root.settleWork()
        return needsRound || engine.hasPendingChanges
    }

    /// Step 1: `updateConstraints()` where scheduled and the intrinsic-size constraints, children
    /// first (also what `updateConstraintsIfNeeded()` runs on its view's subtree).
    static func updateConstraintsBottomUp(_ view: UIView) {
        for subview in view.storedSubviews where subview.subtreeHasWork { updateConstraintsBottomUp(subview) }
        if view.needsConstraintUpdate {
            view.needsConstraintUpdate = false
            view.updateConstraintsThroughController()
        }
        view.syncContentSizeConstraints()
    }

    /// Step 3: `layoutSubviews()` for every view that needs layout or whose subviews the solution
    /// moved, parents first.
    ///
    /// Each subview notes the solution its frame came from. The solution can move while
    /// `layoutSubviews()` runs (deactivating a constraint takes it out of the solver at once, as
    /// a condition that switches when a frame changes does), so the default `layoutSubviews()`
    /// notes each subview as it places it; subviews an override placed itself note the solution
    /// as it stands afterwards.
    private func layOutTopDown(_ view: UIView, _ engine: LayoutEngine) {
        if view.needsLayoutPass || solutionMovedSubviews(of: view, engine) {
            // Layout asked for with `setNeedsLayout()` places every subview again, as UIKit's
            // default `layoutSubviews()` does; layout for moved values places the moved ones.
            if view.needsLayoutPass { view.valuesMovedForSubviews = true }
            view.needsLayoutPass = false
            for subview in view.storedSubviews { subview.placedFromSolution = false }
            view.layOutSubviewsThroughController()
            if view.hasSubviewNotPlacedFromSolution {
                for (subview, frame) in zip(view.storedSubviews, view.solvedSubviewFrames())
                where !subview.placedFromSolution {
                    subview.lastSolvedFrame = frame
                    subview.valuesMovedForSuperview = false
                }
            }
        }
        // A view without subviews has nothing to place: its mark would keep the round visiting it.
        if view.storedSubviews.isEmpty { view.valuesMovedForSubviews = false }
        // What `layoutSubviews()` moved is marked for the views it reached.
        engine.noteMovedViews()
        for subview in view.storedSubviews where subview.subtreeHasWork { layOutTopDown(subview, engine) }
    }

    /// Whether the solution moved a subview since the view last laid out, as UIKit's engine asks
    /// a superview to lay out when its subviews' values change. Only the subviews whose values
    /// moved are read again (all of them when the view's own values moved).
    ///
    /// A frame that differs from the solution is not a change: an override of `layoutSubviews()`
    /// that places subviews itself, or autoresizing constraints that broke, would have the pass
    /// lay out again forever. A mark is cleared where its subview is read: marks that a
    /// `layoutSubviews()` sets while this view lays out stay for the next round.
    private func solutionMovedSubviews(of view: UIView, _ engine: LayoutEngine) -> Bool {
        guard !view.storedSubviews.isEmpty else { return false }
        engine.noteMovedViews()
        let everyFrameMayMove = view.valuesMovedForSubviews
        var placement: (origin: CGPoint, scale: CGFloat)?
        for subview in view.storedSubviews {
            guard let last = subview.lastSolvedFrame else { return true }
            guard everyFrameMayMove || subview.valuesMovedForSuperview else { continue }
            let (origin, scale) = placement ?? view.subviewPlacement(engine)
            placement = (origin, scale)
            let frame = subview.solvedFrame(engine, superviewOrigin: origin, scale: scale)
            if !subview.isSameFrame(last, frame) { return true }
            subview.valuesMovedForSuperview = false
        }
        view.valuesMovedForSubviews = false
        return false
    }

    /// Step 4: the derived geometry of views whose frame moved and of their descendants (their
    /// places in the window moved), and of views whose content or layout changed, parents first.
    private func refreshMovedGeometry(_ view: UIView, forced: Bool) {
        var forcesSubviews = forced || view.geometryMoved
        if forcesSubviews || view.needsGeometryRefresh {
            view.geometryMoved = false
            view.needsGeometryRefresh = false
            let safeArea = view.storedSafeAreaInsets, margins = view.effectiveMargins
            view.refreshDerivedGeometry()
            view.derivedGeometryDidRefresh()
            if safeArea != view.storedSafeAreaInsets || margins != view.effectiveMargins { forcesSubviews = true }
        }
        for subview in view.storedSubviews where forcesSubviews || subview.subtreeHasWork {
            refreshMovedGeometry(subview, forced: forcesSubviews)
        }
    }
}
#endif
