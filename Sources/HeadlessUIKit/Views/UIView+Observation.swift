#if !canImport(UIKit)
import Foundation

/// What a `HeadlessObservation` watches on a view.
enum HeadlessObservedProperty {
    /// `bounds` (size or origin).
    case bounds
    /// `isHidden`.
    case hidden
}

/// One registered observer of a view: weakly tied to the observation token that owns it.
struct HeadlessObserverEntry {
    weak var token: HeadlessObservation?
    let property: HeadlessObservedProperty
    let handler: @MainActor (UIView) -> Void
}

/// A running observation of a view's bounds or visibility (<doc:Hooks#Observation>). The handler
/// stops when `invalidate()` is called or the token is released; the UIKit equivalent is an
/// `NSKeyValueObservation` of `layer.bounds` or `layer.isHidden`.
@preconcurrency @MainActor
public final class HeadlessObservation {
    /// Whether the handler still runs.
    public private(set) var isValid = true

    init() {}

    /// Stops the observation; the handler never runs again.
    public func invalidate() { isValid = false }
}

extension UIView {
    /// Runs `handler` synchronously after the view's `bounds` changed (during step 3 of a layout
    /// pass when the pass resizes the view). Keep the returned token; releasing it stops the observation.
    public func headlessObserveBounds(_ handler: @escaping @MainActor (UIView) -> Void) -> HeadlessObservation {
        registerObserver(.bounds, handler)
    }

    /// Runs `handler` synchronously after the view's `isHidden` changed. Keep the returned token;
    /// releasing it stops the observation.
    public func headlessObserveHidden(_ handler: @escaping @MainActor (UIView) -> Void) -> HeadlessObservation {
        registerObserver(.hidden, handler)
    }

    private func registerObserver(_ property: HeadlessObservedProperty, _ handler: @escaping @MainActor (UIView) -> Void) -> HeadlessObservation {
        let token = HeadlessObservation()
        observerEntries.removeAll { $0.token?.isValid != true }
        observerEntries.append(HeadlessObserverEntry(token: token, property: property, handler: handler))
        return token
    }

    /// Calls the live observers of `property`, in registration order.
    func notifyObservers(of property: HeadlessObservedProperty) {
        guard hasObserverEntries else { return }
        observerEntries.removeAll { $0.token?.isValid != true }
        for entry in observerEntries where entry.property == property && entry.token?.isValid == true {
            entry.handler(self)
        }
    }
}
#endif
