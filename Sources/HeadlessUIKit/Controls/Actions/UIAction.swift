#if !canImport(UIKit)
import Foundation

/// What an action does when it is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an image: the action of a control event, a button or a menu item.
///
/// Without the Objective-C runtime there are no selectors; actions are how headless code (and
/// modern UIKit code) reacts to controls: `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The action's identity: actions added to a control replace earlier ones with the same
    /// identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier string.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier; a unique one unless given.
    public let identifier: UIAction.Identifier
    /// A title for discovery (keyboard shortcuts) when it differs from `title`.
    open var discoverabilityTitle: String?
    /// How the action looks in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a checkmark in a menu.
    open var state: UIMenuElement.State
    /// The image shown when the action is selected in a menu.
    open var selectedImage: UIImage?
    /// The control that is performing the action, while its handler runs; nil otherwise.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action that runs `handler`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? UIAction.Identifier(rawValue: "com.apple.action.dynamic." + UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an action from an archive; it does nothing.
    public required init?(coder: NSCoder) {
        identifier = UIAction.Identifier(rawValue: "com.apple.action.dynamic." + UUID().uuidString)
        attributes = []
        state = .off
        handler = { _ in }
        super.init(coder: coder)
    }

    /// The action's title, which a button it belongs to shows.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }

    /// The action's image, which a button it belongs to shows.
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }

    /// Performs the action as choosing it in a menu would, `sender` set while the handler runs.
    /// Headless only: UIKit performs actions only from user input and controls.
    public func headlessPerform(sender: Any? = nil) {
        perform(sender: sender)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
#endif
