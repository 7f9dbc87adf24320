#if !canImport(UIKit)
import Foundation

/// An object with a trait collection that can change: windows, views, view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }

    /// Called after the object's traits changed (deprecated in iOS 17 in favour of
    /// `registerForTraitChanges(_:handler:)`).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A token for a trait-change registration, used to unregister it (iOS 17).
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// An object that calls registered handlers when some of its traits change (iOS 17).
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// A trait-change handler: receives the object and its previous trait collection.
    typealias TraitChangeHandler<TraitEnvironment> = (
        _ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection
    ) -> Void where TraitEnvironment: UITraitEnvironment

    /// Registers a handler that runs after any of the given traits changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    /// Removes a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
#endif
