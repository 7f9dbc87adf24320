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
