#if !canImport(UIKit)
import Foundation

/// Space an item takes around itself in its group, edge by edge. Along the group's axis a
/// fixed spacing adds its points, and the room the group has left is shared equally among the
/// flexible ones; across it, a fixed spacing moves the item in from that edge, and flexible
/// spacing pushes it away from that edge (both: centred).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// The space before the item's leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the item's trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Spacing on the given edges; nil leaves an edge without any.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before and after the item along an axis.
    func along(horizontal: Bool) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
        horizontal ? (leading, trailing) : (top, bottom)
    }

    /// Where an item of thickness `length` goes across a group `room` thick: its offset from
    /// the group's edge.
    func offsetAcross(horizontal: Bool, length: CGFloat, room: CGFloat) -> CGFloat {
        let (before, after) = horizontal ? (top, bottom) : (leading, trailing)
        let fixedBefore = before?.isFixedSpacing == true ? before?.spacing ?? 0 : 0
        let fixedAfter = after?.isFixedSpacing == true ? after?.spacing ?? 0 : 0
        let free = max(0, room - length - fixedBefore - fixedAfter)
        switch (before?.isFlexibleSpacing == true, after?.isFlexibleSpacing == true) {
        case (true, true): return fixedBefore + free / 2
        case (true, false): return fixedBefore + free
        default: return fixedBefore
        }
    }
}
#endif
