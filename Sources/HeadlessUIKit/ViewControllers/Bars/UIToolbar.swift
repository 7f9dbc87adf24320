#if !canImport(UIKit)
import Foundation

/// A bar of bar button items; a navigation controller shows one at its bottom when its
/// `isToolbarHidden` is false. Its frame is set by the navigation controller.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items shown.
    open var items: [UIBarButtonItem]?

    /// Whether the bar is translucent (default true).
    open var isTranslucent: Bool = true

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
#endif
