#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// The kinds of element a layout places.
    public enum ElementCategory: UInt, Sendable {
        /// A cell from the data source.
        case cell = 0
        /// A header, footer or other view from the data source.
        case supplementaryView = 1
        /// A view the layout adds itself.
        case decorationView = 2
    }

    /// The direction a layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Lines run down; the content scrolls vertically.
        case vertical = 0
        /// Columns run across; the content scrolls horizontally.
        case horizontal = 1
    }

    /// The kind of a section header: "UICollectionElementKindSectionHeader".
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer: "UICollectionElementKindSectionFooter".
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the vertical centre of the bounds.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the horizontal centre of the bounds.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
#endif
