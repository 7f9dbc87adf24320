#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Ties a trait registration to the collection that asked for it: `invalidate()` ends it, and
/// registrations whose token is gone are ended at the view's next trait change.
@MainActor final class TraitRegistrationToken {
    private weak var view: UIView?
    /// The registration; the view keeps it alive.
    weak var registration: (any UITraitChangeRegistration)?

    /// A token for a registration on `view`.
    init(view: UIView) { self.view = view }

    /// Ends the registration.
    func invalidate() {
        if let view, let registration { view.unregisterForTraitChanges(registration) }
        registration = nil
    }

    private struct Entry {
        weak var token: TraitRegistrationToken?
        weak var view: UIView?
        weak var registration: (any UITraitChangeRegistration)?
    }

    private static var entries: [Entry] = []

    static func remember(_ token: TraitRegistrationToken, _ registration: any UITraitChangeRegistration, on view: UIView) {
        entries.removeAll { $0.view == nil || $0.registration == nil }
        entries.append(Entry(token: token, view: view, registration: registration))
    }

    /// Unregisters the registrations on `view` whose token was released.
    static func endOrphans(on view: UIView) {
        for entry in entries where entry.view === view && entry.token == nil {
            if let registration = entry.registration { view.unregisterForTraitChanges(registration) }
        }
        entries.removeAll { $0.view == nil || $0.registration == nil || ($0.view === view && $0.token == nil) }
    }
}
