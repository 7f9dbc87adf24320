#if !canImport(UIKit)
import Foundation

// The layout pass (uikit-model.md §6.1–6.2, architecture.md §3): update constraints bottom-up,
// solve once, assign pixel-rounded frames top-down, refresh derived geometry, repeat until stable.
extension UIView {
    /// The most rounds one pass runs before it gives up (uikit-model.md §6.1 step 5).
    static let headlessMaximumRounds = 8

    func headlessSetNeedsLayout() {
        headlessNeedsLayout = true
        headlessRoot.headlessHierarchyNeedsLayout = true
    }

    func headlessSetNeedsUpdateConstraints() {
        headlessNeedsUpdateConstraints = true
        headlessRoot.headlessHierarchyNeedsLayout = true
    }

    /// Runs a pass over this root's hierarchy if anything changed since the last one.
    func headlessRunLayoutPassIfNeeded() {
        guard !headlessIsLayingOut else { return }
        let runLoop = HeadlessRunLoop.main
        guard headlessHierarchyNeedsLayout || headlessEngineStorage?.hasPendingChanges == true
            || runLoop.hasCallbacksBeforeNextLayout else { return }
        headlessIsLayingOut = true
        defer { headlessIsLayingOut = false }
        // Step 0, once per pass: callbacks scheduled before the next layout (uikit-model.md §14.4).
        runLoop.headlessPassDidBegin()
        headlessEngineStorage?.layoutPassDidBegin()
        for _ in 0..<UIView.headlessMaximumRounds {
            headlessHierarchyNeedsLayout = false
            headlessUpdateConstraintsBottomUp()
            let engine = headlessEngine
            engine.flush()
            engine.noteMovedViews()
            headlessLayOutTopDown(engine)
            headlessRefreshMovedGeometry(forced: false)
            let needsRound = headlessSettleWork()
            if !engine.hasPendingChanges, !needsRound {
                headlessHierarchyNeedsLayout = false
                layoutPassDidEnd()
                return
            }
        }
        headlessLog(.layoutLoop, headlessLayoutLoopMessage(headlessEngine))
        layoutPassDidEnd()
    }

    /// Step 1: `updateConstraints()` where scheduled and the intrinsic-size constraints, children
    /// first, in the subtrees that have work.
    func headlessUpdateConstraintsBottomUp() {
        for subview in headlessSubviews where subview.headlessSubtreeHasWork { subview.headlessUpdateConstraintsBottomUp() }
        if headlessNeedsUpdateConstraints {
            headlessNeedsUpdateConstraints = false
            updateConstraintsThroughController()
        }
        headlessSyncContentSizeConstraints()
    }

    /// Step 3: `layoutSubviews()` for every view that needs layout or whose subviews moved, parents first.
    ///
    /// Each subview notes the solution its frame came from. The solution can move while
    /// `layoutSubviews()` runs (deactivating a constraint takes it out of the solver at once, as
    /// a condition that switches when a frame changes does), so the default `layoutSubviews()`
    /// notes each subview as it places it; subviews an override placed itself note the solution
    /// as it stands afterwards.
    func headlessLayOutTopDown(_ engine: LayoutEngine) {
        if headlessNeedsLayout || headlessSolutionMovedSubviews(engine) {
            headlessNeedsLayout = false
            for subview in headlessSubviews { subview.headlessPlacedFromSolution = false }
            layOutSubviewsThroughController()
            if headlessSubviews.contains(where: { !$0.headlessPlacedFromSolution }) {
                for (subview, frame) in zip(headlessSubviews, headlessSolvedSubviewFrames()) where !subview.headlessPlacedFromSolution {
                    subview.headlessLastSolvedFrame = frame
                }
            }
        }
        // Every subview was checked or placed; what moved meanwhile is marked again.
        if headlessValuesMovedForSubviews || headlessSubviews.contains(where: \.headlessValuesMovedForSuperview) {
            headlessValuesMovedForSubviews = false
            for subview in headlessSubviews { subview.headlessValuesMovedForSuperview = false }
        }
        engine.noteMovedViews()
        for subview in headlessSubviews where subview.headlessSubtreeHasWork { subview.headlessLayOutTopDown(engine) }
    }

    /// Step 4: the derived geometry (safe area, margins, guides, content sizes, text layout) of
    /// views whose frame moved and of their descendants, and of views whose content or layout
    /// changed, parents first.
    func headlessRefreshMovedGeometry(forced: Bool) {
        var forcesSubviews = forced || headlessGeometryMoved
        if forcesSubviews || headlessNeedsGeometryRefresh {
            headlessGeometryMoved = false
            headlessNeedsGeometryRefresh = false
            let safeArea = headlessSafeAreaInsets, margins = headlessEffectiveMargins
            headlessRefreshDerivedGeometry()
            headlessDerivedGeometryDidRefresh()
            if safeArea != headlessSafeAreaInsets || margins != headlessEffectiveMargins { forcesSubviews = true }
        }
        for subview in headlessSubviews where forcesSubviews || subview.headlessSubtreeHasWork {
            subview.headlessRefreshMovedGeometry(forced: forcesSubviews)
        }
    }

    /// Whether the solution moved a subview since this view last laid out, as UIKit's engine asks
    /// a superview to lay out when its subviews' values change. Only subviews whose values the
    /// solver reports as moved are read again (all of them when this view's own values moved):
    /// a change to one cell of a long feed costs that cell, not the feed.
    ///
    /// A frame that differs from the solution is not a change: an override of `layoutSubviews()`
    /// that places subviews itself, or autoresizing constraints that broke, would have the pass
    /// lay out again forever.
    private func headlessSolutionMovedSubviews(_ engine: LayoutEngine) -> Bool {
        guard !headlessSubviews.isEmpty else { return false }
        engine.noteMovedViews()
        let everyFrameMayMove = headlessValuesMovedForSubviews
        var placement: (origin: CGPoint, scale: CGFloat)?
        for subview in headlessSubviews {
            guard let last = subview.headlessLastSolvedFrame else { return true }
            guard everyFrameMayMove || subview.headlessValuesMovedForSuperview else { continue }
            if placement == nil {
                let scale = headlessDisplayScale
                placement = (headlessSolvedFrameOrigin(engine, scale: scale), scale)
            }
            let frame = subview.headlessSolvedFrame(engine, superviewOrigin: placement!.origin, scale: placement!.scale)
            if !subview.headlessIsSameFrame(last, frame) { return true }
        }
        return false
    }

    /// The default `layoutSubviews()`: each subview's frame from the solution. A subview whose
    /// values did not move and whose frame is still the one the solution gave it keeps it.
    func headlessAssignSolvedFramesToSubviews() {
        guard !headlessSubviews.isEmpty, let engine = headlessRoot.headlessEngineStorage else { return }
        let scale = headlessDisplayScale
        let origin = headlessSolvedFrameOrigin(engine, scale: scale)
        engine.noteMovedViews()
        let everyFrameMayMove = headlessValuesMovedForSubviews
        for subview in headlessSubviews {
            subview.headlessPlacedFromSolution = true
            if !everyFrameMayMove, let last = subview.headlessLastSolvedFrame, subview.headlessIsSameFrame(subview.headlessFrame, last),
               !subview.headlessValuesMovedForSuperview {
                continue
            }
            let frame = subview.headlessSolvedFrame(engine, superviewOrigin: origin, scale: scale)
            subview.headlessAssigningSolvedFrame = true
            subview.headlessSetFrame(frame)
            subview.headlessAssigningSolvedFrame = false
            subview.headlessLastSolvedFrame = frame
        }
    }

    /// Where the solution puts each subview, in this view's coordinates; empty without an engine.
    private func headlessSolvedSubviewFrames() -> [CGRect] {
        guard !headlessSubviews.isEmpty, let engine = headlessRoot.headlessEngineStorage else { return [] }
        let scale = headlessDisplayScale
        let origin = headlessSolvedFrameOrigin(engine, scale: scale)
        return headlessSubviews.map { $0.headlessSolvedFrame(engine, superviewOrigin: origin, scale: scale) }
    }

    /// The solved alignment rectangle with each edge rounded to the pixel grid, in root coordinates.
    func headlessRoundedSolvedRect(_ engine: LayoutEngine, scale: CGFloat) -> CGRect {
        headlessSnapToPixels(engine.solvedRect(headlessVariables), scale)
    }

    /// Where the solution puts this view's frame origin, in root coordinates.
    func headlessSolvedFrameOrigin(_ engine: LayoutEngine, scale: CGFloat) -> CGPoint {
        frame(forAlignmentRect: headlessRoundedSolvedRect(engine, scale: scale)).origin
    }

    /// The frame the solution gives this view inside a superview whose frame origin lies at `superviewOrigin`.
    func headlessSolvedFrame(_ engine: LayoutEngine, superviewOrigin: CGPoint, scale: CGFloat) -> CGRect {
        let frame = frame(forAlignmentRect: headlessRoundedSolvedRect(engine, scale: scale))
        return frame.offsetBy(dx: -superviewOrigin.x, dy: -superviewOrigin.y)
    }
}

/// Rounds to the nearest pixel at `scale`, ties up (uikit-model.md §6.2).
func headlessRoundToPixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    let scale = scale > 0 ? scale : 1
    return ((value * scale + 0.5) + 1e-7).rounded(.down) / scale
}

/// `rect` with each edge rounded to the nearest pixel at `scale`, as a layout pass places frames.
func headlessSnapToPixels(_ rect: CGRect, _ scale: CGFloat) -> CGRect {
    let minX = headlessRoundToPixel(rect.minX, scale), maxX = headlessRoundToPixel(rect.maxX, scale)
    let minY = headlessRoundToPixel(rect.minY, scale), maxY = headlessRoundToPixel(rect.maxY, scale)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
#endif
