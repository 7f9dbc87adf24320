#if !canImport(UIKit)
import Foundation

/// An element of a menu: an action or a submenu. Headless menus are values: they are built,
/// kept and read, never shown.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open internal(set) var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// Creates an element from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        title = ""
        super.init()
    }
}

extension UIMenuElement {
    /// How an element looks and behaves in its menu, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits.
        public var rawValue: UInt
        /// Creates attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed, not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up when the element is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A mixed-state mark.
        case mixed = 2
    }
}
#endif
