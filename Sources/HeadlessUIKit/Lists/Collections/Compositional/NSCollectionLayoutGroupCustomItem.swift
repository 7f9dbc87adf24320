#if !canImport(UIKit)
import Foundation

/// One item's frame in a custom group, relative to the group's origin, with its stacking order.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's stacking order.
    public let zIndex: Int

    /// An item at `frame` in its group, at stacking order 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` in its group, at stacking order `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Makes the items of a custom group for the layout environment; each takes the next item of
/// the section.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
#endif
