#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// The value of a height that the table works out itself: −1.
    public static let automaticDimension: CGFloat = -1

    /// The look of a table's sections.
    public enum Style: Int, Sendable {
        /// Rows run edge to edge.
        case plain = 0
        /// Sections are grouped.
        case grouped = 1
        /// Grouped sections are inset with rounded corners: cells keep the side margin on both sides.
        case insetGrouped = 2
    }

    /// How inserted, deleted and reloaded rows animate; the final layout is the same for all.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the whole row.
        case none = 0
        /// The row's top at the top of the bounds.
        case top = 1
        /// The row's centre at the centre of the bounds.
        case middle = 2
        /// The row's bottom at the bottom of the bounds.
        case bottom = 3
    }
}
#endif
