#if !canImport(UIKit)
import Foundation

/// Where a supplementary item sits on the geometry it is attached to: the edges it touches,
/// moved by an offset in points or in units of its own size.
///
/// No edge on an axis centres the item on that axis; `[.top, .trailing]` puts it in the top
/// trailing corner, inside. A fractional offset of (0.5, -0.5) from that corner centres it on
/// the corner.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges the item touches.
    public let edges: NSDirectionalRectEdge
    /// The offset, in points or (when `isFractionalOffset`) in units of the item's size.
    public let offset: CGPoint
    /// Whether the offset is in points.
    public let isAbsoluteOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// An anchor on `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// Whether the offset is in units of the item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The point the anchor names on `rect`: an edge's line, or the middle on an axis
    /// without one (left to right).
    func point(on rect: CGRect) -> CGPoint {
        CGPoint(x: edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX,
                y: edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY)
    }

    /// The offset in points for an item of `size`.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    /// The frame of an item of `size` whose `itemAnchor` point (this anchor's edges when nil)
    /// sits on this anchor's point of `container`, moved by the offset.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let target = point(on: container)
        let own = (itemAnchor ?? self).point(on: CGRect(origin: .zero, size: size))
        let shift = points(for: size)
        return CGRect(x: target.x - own.x + shift.x, y: target.y - own.y + shift.y, width: size.width, height: size.height)
    }
}
#endif
