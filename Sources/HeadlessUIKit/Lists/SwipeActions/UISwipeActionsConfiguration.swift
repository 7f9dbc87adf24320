#if !canImport(UIKit)
import Foundation

/// The actions a row offers on one side when it is swiped.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge of the row inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; true until set.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration offering `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
#endif
