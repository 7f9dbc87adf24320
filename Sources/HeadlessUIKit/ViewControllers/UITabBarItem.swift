#if !canImport(UIKit)
import Foundation

/// What a tab bar shows for a view controller: a title, an image and a badge.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title and images for the normal and selected states.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The image in the selected state.
    open var selectedImage: UIImage?
    /// A number identifying the item.
    open var tag: Int = 0
    /// The text of the badge, if any.
    open var badgeValue: String?
    /// Whether the item is enabled.
    open var isEnabled: Bool = true
}
#endif
