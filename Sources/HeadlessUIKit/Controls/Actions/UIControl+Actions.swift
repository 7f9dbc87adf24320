#if !canImport(UIKit)
import Foundation

// Actions for control events, as UIKit's UIControl documents them: actions are unique by
// identifier (adding one again replaces the earlier one), one action may serve several events,
// and `sendActions(for:)` performs, in the order they were added, every action registered for
// any of the events.
extension UIControl {
    /// Creates a control and adds `primaryAction` for `.primaryActionTriggered` (a button also
    /// shows the action's title and image).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// Adds `action` for `controlEvents`; an action with the same identifier added before is
    /// replaced (for the events it had, and these).
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = controlActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            controlActions[index] = HeadlessControlAction(action: action, events: controlActions[index].events.union(controlEvents))
        } else {
            controlActions.append(HeadlessControlAction(action: action, events: controlEvents))
        }
    }

    /// Stops performing `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops performing the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for index in controlActions.indices.reversed() where controlActions[index].action.identifier == actionIdentifier {
            controlActions[index].events.subtract(controlEvents)
            if controlActions[index].events.isEmpty { controlActions.remove(at: index) }
        }
    }

    /// The events some action is registered for.
    public var allControlEvents: UIControl.Event {
        controlActions.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }

    /// Performs every action registered for any of `controlEvents`, in the order they were
    /// added, each through `sendAction(_:)`.
    public func sendActions(for controlEvents: UIControl.Event) {
        for entry in controlActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }
}

/// An action a control performs and the events it performs it for.
struct HeadlessControlAction {
    var action: UIAction
    var events: UIControl.Event
}
#endif
