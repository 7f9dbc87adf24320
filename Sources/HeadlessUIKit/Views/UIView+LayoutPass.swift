#if !canImport(UIKit)
import Foundation

// The layout pass (the LayoutPass article, Steps and Pixel rounding; the Solving article, Coordinate spaces): rounds
// of constraint updates bottom-up, one solve, pixel-rounded frames top-down and derived geometry
// (`HeadlessLayoutRound`), repeated until stable.
extension UIView {
    /// The most rounds one pass runs before it gives up (<doc:LayoutPass#Steps>).
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
        // Step 0, once per pass: callbacks scheduled before the next layout (the Hooks article, Run loop).
        runLoop.headlessPassDidBegin()
        headlessEngineStorage?.layoutPassDidBegin()
        for _ in 0..<UIView.headlessMaximumRounds {
            headlessHierarchyNeedsLayout = false
            if !HeadlessLayoutRound(root: self).run() {
                headlessHierarchyNeedsLayout = false
                layoutPassDidEnd()
                return
            }
        }
        headlessLog(.layoutLoop, headlessLayoutLoopMessage(headlessEngine))
        layoutPassDidEnd()
    }

    /// The default `layoutSubviews()`: each subview's frame from the solution. A subview whose
    /// values did not move and whose frame is still the one the solution gave it keeps it.
    func headlessAssignSolvedFramesToSubviews() {
        guard !headlessSubviews.isEmpty, let engine = headlessRoot.headlessEngineStorage else { return }
        let (origin, scale) = headlessSubviewPlacement(engine)
        engine.noteMovedViews()
        let everyFrameMayMove = headlessValuesMovedForSubviews
        headlessValuesMovedForSubviews = false
        for subview in headlessSubviews {
            subview.headlessPlacedFromSolution = true
            let moved = everyFrameMayMove || subview.headlessValuesMovedForSuperview
            subview.headlessValuesMovedForSuperview = false
            if !moved, let last = subview.headlessLastSolvedFrame, subview.headlessIsSameFrame(subview.headlessFrame, last) {
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
    func headlessSolvedSubviewFrames() -> [CGRect] {
        guard !headlessSubviews.isEmpty, let engine = headlessRoot.headlessEngineStorage else { return [] }
        let (origin, scale) = headlessSubviewPlacement(engine)
        return headlessSubviews.map { $0.headlessSolvedFrame(engine, superviewOrigin: origin, scale: scale) }
    }

    /// What this view's subviews are placed from: its solved frame origin, in root coordinates,
    /// and the scale their edges round to.
    func headlessSubviewPlacement(_ engine: LayoutEngine) -> (origin: CGPoint, scale: CGFloat) {
        let scale = headlessDisplayScale
        return (headlessSolvedFrameOrigin(engine, scale: scale), scale)
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

/// Rounds to the nearest pixel at `scale`, ties up (<doc:LayoutPass#Pixel-rounding>).
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
