#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Something that reacts to keyboard changes: keyboard guides and avoiding scroll views.
@MainActor protocol KeyboardObserving: AnyObject {
    /// The keyboard moved; `event` carries its end frame and animation.
    func keyboardDidChange(_ event: KeyboardEvent)
}

/// The single keyboard tracker of the module (<doc:ScrollingAndKeyboard#Keyboard-events>): observes the keyboard
/// notifications on `NotificationCenter.default`, stores the last end frame and notifies the
/// registered observers, which are held weakly.
@MainActor final class KeyboardTracker {
    /// The tracker.
    static let shared = KeyboardTracker()

    /// The last event received, nil before the first.
    private(set) var lastEvent: KeyboardEvent?
    private var observers: [WeakObserver] = []
    private var tokens: [any NSObjectProtocol] = []

    private struct WeakObserver {
        weak var observer: (any KeyboardObserving)?
    }

    /// The keyboard's end frame in screen coordinates, nil while hidden or before any event.
    var screenEndFrame: CGRect? { lastEvent?.screenEndFrame }

    /// Starts notifying `observer`; the notifications are observed from the first registration.
    func add(_ observer: any KeyboardObserving) {
        startObserving()
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops notifying `observer`.
    func remove(_ observer: any KeyboardObserving) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Handles one keyboard notification.
    func receive(name: Notification.Name, userInfo: [AnyHashable: Any]?) {
        let hiding = name == UIResponder.keyboardWillHideNotification
        let duration = (userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0
        let curve = (userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 7
        let event = KeyboardEvent(screenEndFrame: hiding ? nil : keyboardEndFrame(in: userInfo), duration: duration, curve: curve)
        lastEvent = event
        for entry in observers {
            entry.observer?.keyboardDidChange(event)
        }
    }

    /// Observes the notifications with `queue: nil`, so observers run on the posting (main)
    /// actor without waiting for the main queue.
    private func startObserving() {
        guard tokens.isEmpty else { return }
        let names = [
            UIResponder.keyboardWillChangeFrameNotification,
            UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardWillHideNotification,
        ]
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                // Posted on the main actor; the notification never leaves it.
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated {
                    KeyboardTracker.shared.receive(name: note.name, userInfo: note.userInfo)
                }
            })
        }
    }
}
