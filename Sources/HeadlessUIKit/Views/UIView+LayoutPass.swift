#if !canImport(UIKit)
import Foundation

// The layout pass (the LayoutPass article, Steps and Pixel rounding; the Solving article, Coordinate spaces): rounds
// of constraint updates bottom-up, one solve, pixel-rounded frames top-down and derived geometry
// (`HeadlessLayoutRound`), repeated until stable.
extension UIView {
    /// The most rounds one pass runs before it gives up (<doc:LayoutPass#Steps>).
    static let maximumRounds = 8

    func markNeedsLayout() {
        needsLayoutPass = true
        hierarchyRoot.hierarchyNeedsLayout = true
    }

    func markNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        hierarchyRoot.hierarchyNeedsLayout = true
    }

    /// Runs a pass over this root's hierarchy if anything changed since the last one.
    func runLayoutPassIfNeeded() {
        guard !isLayingOut else { return }
        if storedLayoutEngine == nil, !storedSubviews.isEmpty, adoptConstraintsOfAGoneEngine(into: layoutEngine) {
            hierarchyNeedsLayout = true
        }
        let runLoop = HeadlessRunLoop.main
        guard hierarchyNeedsLayout || storedLayoutEngine?.hasPendingChanges == true
            || runLoop.hasCallbacksBeforeNextLayout else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        // Step 0, once per pass: callbacks scheduled before the next layout (the Hooks article, Run loop).
        runLoop.passDidBegin()
        storedLayoutEngine?.layoutPassDidBegin()
        for _ in 0..<UIView.maximumRounds {
            hierarchyNeedsLayout = false
            if !HeadlessLayoutRound(root: self).run() {
                hierarchyNeedsLayout = false
                layoutPassDidEnd()
                return
            }
        }
        writeLog(.layoutLoop, layoutLoopMessage(layoutEngine))
        layoutPassDidEnd()
    }

    /// The default `layoutSubviews()`: each subview's frame from the solution. A subview whose
    /// values did not move and whose frame is still the one the solution gave it keeps it.
    func assignSolvedFramesToSubviews() {
        guard !storedSubviews.isEmpty, let engine = hierarchyRoot.storedLayoutEngine else { return }
        let (origin, scale) = subviewPlacement(engine)
        engine.noteMovedViews()
        let everyFrameMayMove = valuesMovedForSubviews
        valuesMovedForSubviews = false
        for subview in storedSubviews {
            subview.placedFromSolution = true
            let moved = everyFrameMayMove || subview.valuesMovedForSuperview
            subview.valuesMovedForSuperview = false
            if !moved, let last = subview.lastSolvedFrame, subview.isSameFrame(subview.storedFrame, last) {
                continue
            }
            let frame = subview.solvedFrame(engine, superviewOrigin: origin, scale: scale)
            subview.assigningSolvedFrame = true
            subview.applyFrame(frame)
            subview.assigningSolvedFrame = false
            subview.lastSolvedFrame = frame
        }
    }

    /// Whether `layoutSubviews()` left a subview that the solution did not place: an override
    /// placed it itself. A loop rather than `contains(where:)`, whose isolated closure would check
    /// its executor for every subview.
    var hasSubviewNotPlacedFromSolution: Bool {
        for subview in storedSubviews where !subview.placedFromSolution { return true }
        return false
    }

    /// Where the solution puts each subview, in this view's coordinates; empty without an engine.
    func solvedSubviewFrames() -> [CGRect] {
        guard !storedSubviews.isEmpty, let engine = hierarchyRoot.storedLayoutEngine else { return [] }
        let (origin, scale) = subviewPlacement(engine)
        return storedSubviews.map { $0.solvedFrame(engine, superviewOrigin: origin, scale: scale) }
    }

    /// What this view's subviews are placed from: its solved frame origin, in root coordinates,
    /// and the scale their edges round to.
    func subviewPlacement(_ engine: LayoutEngine) -> (origin: CGPoint, scale: CGFloat) {
        let scale = displayScaleOrOne
        return (solvedFrameOrigin(engine, scale: scale), scale)
    }

    /// The solved alignment rectangle with each edge rounded to the pixel grid, in root coordinates.
    func roundedSolvedRect(_ engine: LayoutEngine, scale: CGFloat) -> CGRect {
        snapToPixels(engine.solvedRect(itemVariables), scale)
    }

    /// Where the solution puts this view's frame origin, in root coordinates.
    func solvedFrameOrigin(_ engine: LayoutEngine, scale: CGFloat) -> CGPoint {
        frame(forAlignmentRect: roundedSolvedRect(engine, scale: scale)).origin
    }

    /// The frame the solution gives this view inside a superview whose frame origin lies at `superviewOrigin`.
    func solvedFrame(_ engine: LayoutEngine, superviewOrigin: CGPoint, scale: CGFloat) -> CGRect {
        let frame = frame(forAlignmentRect: roundedSolvedRect(engine, scale: scale))
        return frame.offsetBy(dx: -superviewOrigin.x, dy: -superviewOrigin.y)
    }
}

/// Rounds to the nearest pixel at `scale`, ties up (<doc:LayoutPass#Pixel-rounding>).
func roundToPixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    let scale = scale > 0 ? scale : 1
    return ((value * scale + 0.5) + 1e-7).rounded(.down) / scale
}

/// `rect` with each edge rounded to the nearest pixel at `scale`, as a layout pass places frames.
func snapToPixels(_ rect: CGRect, _ scale: CGFloat) -> CGRect {
    let minX = roundToPixel(rect.minX, scale), maxX = roundToPixel(rect.maxX, scale)
    let minY = roundToPixel(rect.minY, scale), maxY = roundToPixel(rect.maxY, scale)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
#endif
