#if !canImport(UIKit)
import Foundation

/// A button for a navigation bar or toolbar. HeadlessUIKit handles no events: the item keeps
/// what it shows. The target-action initialisers need `#selector`, which does not exist without
/// the Objective-C runtime; set `title`, `image` or `customView` instead.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// A system item.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl = 23, close = 24
    }

    /// A bar button style.
    public enum Style: Int, Sendable {
        case plain = 0, bordered = 1, done = 2
    }

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates an item that shows a custom view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a system item (iOS 14's initialiser; actions and menus are not modelled).
    public convenience init(systemItem: SystemItem) {
        self.init()
        self.systemItem = systemItem
    }

    /// A flexible space that shares a toolbar's free width with the others.
    public class func flexibleSpace() -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.systemItem = .flexibleSpace
        return item
    }

    /// A space `width` points wide.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    /// The system item this item shows, if it was made as one.
    private(set) var systemItem: SystemItem?

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style: UIBarButtonItem.Style = .plain
    /// The custom view, if any.
    open var customView: UIView?
    /// The width of a fixed space, or of the item; 0 for the system's choice.
    open var width: CGFloat = 0
    /// Whether the item is enabled.
    open var isEnabled: Bool = true
}
#endif
