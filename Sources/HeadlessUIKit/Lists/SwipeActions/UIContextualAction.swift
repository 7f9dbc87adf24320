#if !canImport(UIKit)
import Foundation

/// An action a row shows when it is swiped (a table's swipe actions, a list's swipe action
/// providers). Headless rows are never swiped, so actions only describe themselves; call
/// `handler` to run one.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How an action looks.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal
        /// An action that deletes or removes something.
        case destructive
    }

    /// What an action does: called with the action, the view it was shown in, and a completion
    /// to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    public let style: Style
    /// What the action does.
    public let handler: Handler
    /// The action's title.
    open var title: String?
    /// The image shown on the action.
    open var image: UIImage?

    private var storedBackgroundColor: UIColor?

    /// The action's background: red for destructive actions, gray for the others, until set.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }

    /// An action with a style, a title and what it does.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
#endif
