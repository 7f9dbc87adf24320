#if !canImport(UIKit)
import Foundation

/// Items (or groups) side by side, or one above another, in a compositional layout, or at the
/// frames a custom group's provider gives.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical, custom }

    let axis: Axis
    /// The frames of a custom group's items.
    private(set) var customItems: NSCollectionLayoutGroupCustomItemProvider?
    /// The items the group holds, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// The supplementary views attached to the group's frame.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedItems }
        set { attachedItems = newValue }
    }

    private init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem]) {
        self.axis = axis
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right, each once.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems)
    }

    /// `count` copies of a subitem left to right, sharing the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: Array(repeating: subitem, count: max(1, count)))
            .sharing()
    }

    /// `count` copies of a subitem left to right, sharing the group's width (the name before iOS 16).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Subitems top to bottom, each once.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems)
    }

    /// `count` copies of a subitem top to bottom, sharing the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: Array(repeating: subitem, count: max(1, count)))
            .sharing()
    }

    /// `count` copies of a subitem top to bottom, sharing the group's height (the name before iOS 16).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items go where `itemProvider` says, one section item per frame.
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .custom, subitems: [])
        group.customItems = itemProvider
        return group
    }

    /// Whether the subitems share the group's length equally whatever their own size says
    /// (groups made with a count).
    private(set) var sharesLength = false

    private func sharing() -> NSCollectionLayoutGroup {
        sharesLength = true
        return self
    }
}
#endif
