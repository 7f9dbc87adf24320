#if !canImport(UIKit)
import Foundation

// What tables, cells and collection views share when they place their parts by frame.
extension UIView {
    /// Sets `view`'s frame unless it already is `frame` on this view's pixel grid: a list whose
    /// width lies between pixels would otherwise move its parts off the grid every round, and
    /// the layout pass would round them back.
    func place(_ view: UIView?, at frame: CGRect) {
        guard let view else { return }
        let scale = displayScaleOrOne
        let snapped = snapToPixels(frame, scale)
        if snapped != snapToPixels(view.frame, scale) { view.frame = snapped }
    }

    /// Swaps the background view behind the other subviews (a table's, a cell's) and asks for
    /// layout, which sizes it.
    func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    /// Gives a list content view (of a cell, a header or a footer) the table's side margin as its
    /// leading and trailing margins, unless the app set its own: before the margin was first
    /// applied (in the cell's initialiser or `cellForRowAt`, as iOS keeps them: a cell whose
    /// content view got margins of 24 lays its content out 24 in, recorded in Point-Free's
    /// episode list) or since it was last applied.
    func followListSideMargin(_ side: CGFloat, lastApplied: inout CGFloat?) {
        let margins = directionalLayoutMargins
        let appSetMargins = lastApplied == nil ? requestedMargins != UIView.defaultRequestedMargins : margins.leading != lastApplied
        guard side != lastApplied, !appSetMargins else { return }
        lastApplied = side
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins.top, leading: side, bottom: margins.bottom, trailing: side)
    }
}
#endif
