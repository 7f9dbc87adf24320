#if !canImport(UIKit)
import Foundation

/// What a table knows of its rows between reloads: the sections' row counts, every item's
/// height (measured or estimated), and the views it shows.
struct TableRows {
    /// Whether the data source was asked since the last reload request.
    var isLoaded = false
    var items = TableItems(rowCounts: [])
    var offsets = ListOffsets(heights: [])
    /// Per item: whether its height is final (fixed, or measured at `measuredWidth`).
    var isFinal: [Bool] = []
    /// The table width the heights were worked out for.
    var measuredWidth: CGFloat = -1
    /// The views on screen, by item: cells, and header and footer views.
    var visible: [Int: UIView] = [:]
    /// Header and footer views made when their heights were worked out, shown when on screen.
    var supplementary: [Int: UIView] = [:]
    /// Updates collected between `beginUpdates()` and `endUpdates()`.
    var pending = PendingUpdates()
}
#endif
