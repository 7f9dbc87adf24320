#if !canImport(UIKit)
import Foundation

// Trait changes reach a controller through its root view: `traitCollectionDidChange(_:)` and the
// handlers registered with `registerForTraitChanges(_:handler:)`.
extension UIViewController: UITraitChangeObservable {
    /// Registers `handler` to run after any of `traits` changes for this controller (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let registration = HeadlessTraitRegistration(traits: traits, of: self, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Removes a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    /// The root view's traits changed from `previous`.
    func traitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        let changed = Set(traitCollection.changedTraits(from: previous).map(traitIdentifier))
        for registration in traitRegistrations where registration.follows(changed) {
            registration.handler(storedView ?? UIView(), previous)
        }
    }
}
#endif
