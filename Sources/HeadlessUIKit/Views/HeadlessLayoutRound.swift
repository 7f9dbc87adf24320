#if !canImport(UIKit)
import Foundation

/// One round of a layout pass over a root's hierarchy: `updateConstraints()` and intrinsic
/// sizes bottom-up, one flush of the engine, frames top-down (`layoutSubviews()`), derived
/// geometry (safe area, margins, guides, content sizes, text layout) parents first.
///
/// Each step visits only the subtrees that have work (`headlessSubtreeHasWork`), and the frames
/// of only the subviews whose solved values moved: a change to one cell of a long feed costs
/// that cell and the views it moves, not the feed.
@MainActor struct HeadlessLayoutRound {
    let root: UIView

    /// Runs the round; returns whether the pass needs another one.
    func run() -> Bool {
        Self.updateConstraintsBottomUp(root)
        let engine = root.headlessEngine
        engine.flush()
        engine.noteMovedViews()
        layOutTopDown(root, engine)
        refreshMovedGeometry(root, forced: false)
        let needsRound = root.headlessSettleWork()
        return needsRound || engine.hasPendingChanges
    }

    /// Step 1: `updateConstraints()` where scheduled and the intrinsic-size constraints, children
    /// first (also what `updateConstraintsIfNeeded()` runs on its view's subtree).
    static func updateConstraintsBottomUp(_ view: UIView) {
        for subview in view.headlessSubviews where subview.headlessSubtreeHasWork { updateConstraintsBottomUp(subview) }
        if view.headlessNeedsUpdateConstraints {
            view.headlessNeedsUpdateConstraints = false
            view.updateConstraintsThroughController()
        }
        view.headlessSyncContentSizeConstraints()
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
        if view.headlessNeedsLayout || solutionMovedSubviews(of: view, engine) {
            // Layout asked for with `setNeedsLayout()` places every subview again, as UIKit's
            // default `layoutSubviews()` does; layout for moved values places the moved ones.
            if view.headlessNeedsLayout { view.headlessValuesMovedForSubviews = true }
            view.headlessNeedsLayout = false
            for subview in view.headlessSubviews { subview.headlessPlacedFromSolution = false }
            view.layOutSubviewsThroughController()
            if view.headlessSubviews.contains(where: { !$0.headlessPlacedFromSolution }) {
                for (subview, frame) in zip(view.headlessSubviews, view.headlessSolvedSubviewFrames())
                where !subview.headlessPlacedFromSolution {
                    subview.headlessLastSolvedFrame = frame
                    subview.headlessValuesMovedForSuperview = false
                }
            }
        }
        // What `layoutSubviews()` moved is marked for the views it reached.
        engine.noteMovedViews()
        for subview in view.headlessSubviews where subview.headlessSubtreeHasWork { layOutTopDown(subview, engine) }
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
        guard !view.headlessSubviews.isEmpty else { return false }
        engine.noteMovedViews()
        let everyFrameMayMove = view.headlessValuesMovedForSubviews
        var placement: (origin: CGPoint, scale: CGFloat)?
        for subview in view.headlessSubviews {
            guard let last = subview.headlessLastSolvedFrame else { return true }
            guard everyFrameMayMove || subview.headlessValuesMovedForSuperview else { continue }
            let (origin, scale) = placement ?? view.headlessSubviewPlacement(engine)
            placement = (origin, scale)
            let frame = subview.headlessSolvedFrame(engine, superviewOrigin: origin, scale: scale)
            if !subview.headlessIsSameFrame(last, frame) { return true }
            subview.headlessValuesMovedForSuperview = false
        }
        view.headlessValuesMovedForSubviews = false
        return false
    }

    /// Step 4: the derived geometry of views whose frame moved and of their descendants (their
    /// places in the window moved), and of views whose content or layout changed, parents first.
    private func refreshMovedGeometry(_ view: UIView, forced: Bool) {
        var forcesSubviews = forced || view.headlessGeometryMoved
        if forcesSubviews || view.headlessNeedsGeometryRefresh {
            view.headlessGeometryMoved = false
            view.headlessNeedsGeometryRefresh = false
            let safeArea = view.headlessSafeAreaInsets, margins = view.headlessEffectiveMargins
            view.headlessRefreshDerivedGeometry()
            view.headlessDerivedGeometryDidRefresh()
            if safeArea != view.headlessSafeAreaInsets || margins != view.headlessEffectiveMargins { forcesSubviews = true }
        }
        for subview in view.headlessSubviews where forcesSubviews || subview.headlessSubtreeHasWork {
            refreshMovedGeometry(subview, forced: forcesSubviews)
        }
    }
}
#endif
