#if !canImport(UIKit)
import Foundation

// Frame, bounds, centre, alignment rectangles and coordinate conversion: the implementations
// behind UIView's geometry API.
extension UIView {
    func headlessSetBounds(_ newValue: CGRect) {
        let originChanged = headlessBoundsOrigin != newValue.origin
        headlessBoundsOrigin = newValue.origin
        if originChanged, newValue.size == headlessFrame.size { headlessNotifyObservers(of: .bounds) }
        let center = CGPoint(x: headlessFrame.midX, y: headlessFrame.midY)
        headlessSetFrame(CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                width: newValue.width, height: newValue.height))
    }

    func headlessSetCenter(_ newValue: CGPoint) {
        let size = headlessFrame.size
        headlessSetFrame(CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                                width: size.width, height: size.height))
    }

    /// The box around the bounds transformed about the centre: what `frame` reports under a
    /// transform.
    var transformedFrame: CGRect {
        let size = headlessFrame.size
        return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(transform).offsetBy(dx: headlessFrame.midX, dy: headlessFrame.midY)
    }

    /// Stores a new frame. A size change needs a layout of the view; a root's size change moves
    /// its root-frame constraints; an app-set frame rebuilds the autoresizing constraints.
    func headlessSetFrame(_ newFrame: CGRect) {
        let old = headlessFrame
        // Frames that differ only by floating-point noise are the same frame: pixel rounding
        // done in two places can disagree in the last bit, and treating that as a change would
        // rebuild autoresizing constraints and start another layout round, forever.
        guard !headlessIsSameFrame(newFrame, old) else { return }
        headlessFrame = newFrame
        headlessNoteGeometryMoved()
        if newFrame.size != old.size {
            setNeedsLayout()
            if headlessSuperview == nil { headlessEngineStorage?.rootBoundsChanged() }
        }
        defer { if newFrame.size != old.size { headlessNotifyObservers(of: .bounds) } }
        if !headlessAssigningSolvedFrame {
            headlessRebuildAutoresizingConstraints()
            headlessRoot.headlessHierarchyNeedsLayout = true
        }
    }

    /// Whether two frames agree to within a millionth of a point on every edge.
    func headlessIsSameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        let tolerance: CGFloat = 1e-6
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    func headlessAlignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                      width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    func headlessFrame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// What to add to a point in this view's coordinates to get root coordinates.
    var headlessOriginInRoot: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var view = self
        while let superview = view.headlessSuperview {
            x += view.headlessFrame.minX - view.headlessBoundsOrigin.x
            y += view.headlessFrame.minY - view.headlessBoundsOrigin.y
            view = superview
        }
        return CGPoint(x: x, y: y)
    }

    /// Converts a point in this view's coordinates by `sign` × (this origin − `view`'s origin).
    func headlessConvert(_ point: CGPoint, relativeTo view: UIView?, sign: CGFloat) -> CGPoint {
        let mine = headlessOriginInRoot, theirs = view?.headlessOriginInRoot ?? .zero
        return CGPoint(x: point.x + sign * (mine.x - theirs.x), y: point.y + sign * (mine.y - theirs.y))
    }
}
#endif
