#if !canImport(UIKit)
import Foundation

/// The bar at the top of a navigation controller: the title and bar button items of the
/// navigation items on its stack. Its frame is set by the navigation controller.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether the bar shows large titles where the top item allows it (default false).
    open var prefersLargeTitles: Bool = false {
        didSet { if oldValue != prefersLargeTitles { barGeometryDidChange() } }
    }

    /// Whether the bar is translucent (default true): content extends under a translucent bar.
    open var isTranslucent: Bool = true {
        didSet { if oldValue != isTranslucent { barGeometryDidChange() } }
    }

    /// The navigation items, bottom to top; the navigation controller keeps them in step with its
    /// view controllers.
    open var items: [UINavigationItem]?

    /// The item on top of the stack.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// Lets the owning navigation controller place the bar again.
    private func barGeometryDidChange() {
        superview?.setNeedsLayout()
    }
}
#endif
