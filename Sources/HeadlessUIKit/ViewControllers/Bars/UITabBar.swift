#if !canImport(UIKit)
import Foundation

/// The bar at the bottom of a tab bar controller: one item per view controller. Its frame is set
/// by the tab bar controller.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The items shown, one per tab.
    open var items: [UITabBarItem]?

    /// The item of the selected tab.
    open var selectedItem: UITabBarItem?

    /// Whether the bar is translucent (default true).
    open var isTranslucent: Bool = true

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
}
#endif
