#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Gives a list content view (of a cell, a header or a footer) the table's side margin as its
    /// leading and trailing margins, unless the app set its own since the margin was last applied.
    func followListSideMargin(_ side: CGFloat, lastApplied: inout CGFloat?) {
        let margins = directionalLayoutMargins
        guard side != lastApplied, lastApplied == nil || margins.leading == lastApplied else { return }
        lastApplied = side
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins.top, leading: side, bottom: margins.bottom, trailing: side)
    }
}
#endif
