#if !canImport(UIKit)
import Foundation

/// A header or footer of a compositional layout section (or of the whole layout), placed on
/// an edge or corner of its section.
///
/// An item on the top or bottom edge (or a corner) extends the section by its height when
/// `extendsBoundary` is on: a header comes before the section's content, a footer after it.
/// An item on the leading or trailing edge alone is centred on the content beside that edge.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the view sits on its section.
    public let alignment: NSRectAlignment
    /// How far the view is moved from where its alignment puts it, in points.
    public let offset: CGPoint
    /// Whether the view adds its height to the section (on by default).
    open var extendsBoundary = true
    /// Whether the view stays on screen while any part of its section is: a header stays at
    /// the top of the visible area, a footer at its bottom, within the section.
    open var pinToVisibleBounds = false

    /// Creates a view of `elementKind` on the `alignment` edge or corner of its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a view of `elementKind` on the `alignment` edge or corner, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
        zIndex = 0
    }

    /// Whether the view goes before the section's content (a header).
    var isLeadingBand: Bool { alignment.edges.contains(.top) }
    /// Whether the view goes after the section's content (a footer).
    var isTrailingBand: Bool { alignment.edges.contains(.bottom) }
}

extension NSRectAlignment {
    /// The edges an alignment touches.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
#endif
