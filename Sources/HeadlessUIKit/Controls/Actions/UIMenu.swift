#if !canImport(UIKit)
import Foundation

/// A menu: a title and its children, actions and submenus. Headless menus are values.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identity.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier string.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits.
        public var rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children show inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is selected.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of a menu's children, with UIKit's raw values.
    public enum ElementSize: Int, Sendable {
        /// Small, several to a row.
        case small = 0
        /// Medium.
        case medium = 1
        /// Large, one to a row.
        case large = 2
    }

    /// The menu's identifier; a unique one unless given.
    public let identifier: UIMenu.Identifier
    /// How the menu shows its children.
    public let options: UIMenu.Options
    /// The size of the menu's children.
    open var preferredElementSize: UIMenu.ElementSize
    /// The menu's actions and submenus.
    public let children: [UIMenuElement]

    /// Creates a menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? UIMenu.Identifier(rawValue: "com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates a menu from an archive; it has no children.
    public required init?(coder: NSCoder) {
        identifier = UIMenu.Identifier(rawValue: "com.apple.menu.dynamic." + UUID().uuidString)
        options = []
        preferredElementSize = .large
        children = []
        super.init(coder: coder)
    }

    /// The children in a selection menu that are on.
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// A copy with the same title, image, identifier and options and other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
#endif
