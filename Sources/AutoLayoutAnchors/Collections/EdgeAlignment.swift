#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AnchorCollectionEdges {
    /// How `pin(to:insets:axis:alignment:)` places the edges on each axis: `fill` pins both
    /// sides; `leading`/`trailing`/`top`/`bottom` pin one side and keep the other inside; `center`
    /// keeps both sides inside and centres.
    public struct Alignment: Equatable, Sendable {
        /// Placement along the horizontal axis.
        public enum Horizontal: Sendable {
            /// Both horizontal edges pinned.
            case fill
            /// Centred, both edges kept inside.
            case center
            /// Leading (or left) edge pinned, the other kept inside.
            case leading
            /// Trailing (or right) edge pinned, the other kept inside.
            case trailing
        }

        /// Placement along the vertical axis.
        public enum Vertical: Sendable {
            /// Both vertical edges pinned.
            case fill
            /// Centred, both edges kept inside.
            case center
            /// Top edge pinned, bottom kept inside.
            case top
            /// Bottom edge pinned, top kept inside.
            case bottom
        }

        /// Placement along the horizontal axis.
        public var horizontal: Horizontal
        /// Placement along the vertical axis.
        public var vertical: Vertical

        /// An alignment with the given placements.
        public init(horizontal: Horizontal, vertical: Vertical) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// Fills both axes.
        public static let fill = Alignment(horizontal: .fill, vertical: .fill)
        /// Centred on both axes.
        public static let center = Alignment(horizontal: .center, vertical: .center)
        /// Top-leading corner.
        public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
        /// Top edge, filling horizontally.
        public static let top = Alignment(horizontal: .fill, vertical: .top)
        /// Top-trailing corner.
        public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
        /// Trailing edge, filling vertically.
        public static let trailing = Alignment(horizontal: .trailing, vertical: .fill)
        /// Bottom-trailing corner.
        public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
        /// Bottom edge, filling horizontally.
        public static let bottom = Alignment(horizontal: .fill, vertical: .bottom)
        /// Bottom-leading corner.
        public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
        /// Leading edge, filling vertically.
        public static let leading = Alignment(horizontal: .leading, vertical: .fill)
    }
}

/// What the constraints of one side of an edge collection do.
enum EdgePlacement {
    /// `==` with the inset.
    case pinned
    /// Kept at least the inset inside.
    case contained
}

extension AnchorCollectionEdges.Alignment.Horizontal {
    /// Placements of the start and end edges, and whether to centre.
    var placements: (start: EdgePlacement, end: EdgePlacement, centers: Bool) {
        switch self {
        case .fill: (.pinned, .pinned, false)
        case .center: (.contained, .contained, true)
        case .leading: (.pinned, .contained, false)
        case .trailing: (.contained, .pinned, false)
        }
    }
}

extension AnchorCollectionEdges.Alignment.Vertical {
    /// Placements of the top and bottom edges, and whether to centre.
    var placements: (start: EdgePlacement, end: EdgePlacement, centers: Bool) {
        switch self {
        case .fill: (.pinned, .pinned, false)
        case .center: (.contained, .contained, true)
        case .top: (.pinned, .contained, false)
        case .bottom: (.contained, .pinned, false)
        }
    }
}
