#if !canImport(UIKit)
import Foundation

// Frame, bounds, centre, alignment rectangles and coordinate conversion: the implementations
// behind UIView's geometry API.
extension UIView {
    func applyBounds(_ newValue: CGRect) {
        let originChanged = boundsOrigin != newValue.origin
        boundsOrigin = newValue.origin
        if originChanged, newValue.size == storedFrame.size { notifyObservers(of: .bounds) }
        let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
        applyFrame(CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                width: newValue.width, height: newValue.height))
    }

    func applyCenter(_ newValue: CGPoint) {
        let size = storedFrame.size
        applyFrame(CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                                width: size.width, height: size.height))
    }

    /// The box around the bounds transformed about the centre: what `frame` reports under a
    /// transform.
    var transformedFrame: CGRect {
        let size = storedFrame.size
        return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(transform).offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
    }

    /// Stores a new frame. A size change needs a layout of the view; a root's size change moves
    /// its root-frame constraints; an app-set frame rebuilds the autoresizing constraints.
    func applyFrame(_ newFrame: CGRect) {
        let old = storedFrame
        // Frames that differ only by floating-point noise are the same frame: pixel rounding
        // done in two places can disagree in the last bit, and treating that as a change would
        // rebuild autoresizing constraints and start another layout round, forever.
        guard !isSameFrame(newFrame, old) else { return }
        storedFrame = newFrame
        noteGeometryMoved()
        if newFrame.size != old.size {
            setNeedsLayout()
            if storedSuperview == nil { storedLayoutEngine?.rootBoundsChanged() }
        }
        defer { if newFrame.size != old.size { notifyObservers(of: .bounds) } }
        if !assigningSolvedFrame {
            rebuildAutoresizingConstraints()
            hierarchyRoot.hierarchyNeedsLayout = true
        }
    }

    /// Whether two frames agree to within a millionth of a point on every edge.
    func isSameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        let tolerance: CGFloat = 1e-6
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    func defaultAlignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                      width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    func defaultFrame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// What to add to a point in this view's coordinates to get root coordinates.
    var originInRoot: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var view = self
        while let superview = view.storedSuperview {
            x += view.storedFrame.minX - view.boundsOrigin.x
            y += view.storedFrame.minY - view.boundsOrigin.y
            view = superview
        }
        return CGPoint(x: x, y: y)
    }

    /// Converts a point in this view's coordinates by `sign` × (this origin − `view`'s origin).
    func convertPoint(_ point: CGPoint, relativeTo view: UIView?, sign: CGFloat) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + sign * (mine.x - theirs.x), y: point.y + sign * (mine.y - theirs.y))
    }
}
#endif
