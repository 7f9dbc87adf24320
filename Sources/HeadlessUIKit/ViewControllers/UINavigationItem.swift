#if !canImport(UIKit)
import Foundation

/// What a navigation bar shows for a view controller: a title and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a large title shows for the item.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item in the stack.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, even with `prefersLargeTitles` (iOS 17).
        case inline = 3
    }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title.
    open var title: String?
    /// A view shown in place of the title.
    open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// How a large title shows.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Whether the back button is hidden.
    open var hidesBackButton: Bool = false
    /// The item on the leading side.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The item on the trailing side.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the leading side.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side.
    open var rightBarButtonItems: [UIBarButtonItem]?
}
#endif
