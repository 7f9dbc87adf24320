#if !canImport(UIKit)
import Foundation

/// Where a collection view's layout puts one element: a cell, a supplementary view (a header
/// or a footer) or a decoration view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame`; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's stacking order.
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// The kind of element.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary or decoration view; nil for cells.
    open private(set) var representedElementKind: String?

    /// Attributes of a cell at the origin with no size.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with the same values.
    func copied() -> UICollectionViewLayoutAttributes {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Which element the attributes place: the same category, kind and index path.
    var elementKey: HeadlessElementKey {
        HeadlessElementKey(kind: representedElementCategory == .cell ? nil : representedElementKind, indexPath: indexPath)
    }
}

extension CGRect {
    /// Whether the two rectangles share some area, or this empty one lies inside `other`:
    /// rectangles that only touch do not overlap, as for Core Graphics' `intersects`.
    func overlaps(_ other: CGRect) -> Bool {
        if isEmpty { return other.minX <= minX && minX < other.maxX && other.minY <= minY && minY < other.maxY }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Identifies an element of a collection view: a cell (no kind) or a view of a kind, at an
/// index path.
struct HeadlessElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
}

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
