#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The observation hooks behind conditional constraints (<doc:ConditionalConstraints#Re-evaluation>): key-value
/// observation of `layer.bounds` / `layer.isHidden` and `registerForTraitChanges` on UIKit, the
/// equivalent hooks of <doc:ConditionalConstraints#Platform-hooks> on HeadlessUIKit. Each returns a token; releasing
/// the token ends the observation (trait registrations end with the token or the view).
@MainActor enum ConditionalObservers {
    /// The traits whose changes re-evaluate trait conditions.
    static let observedTraits: [UITrait] = [
        UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self,
        UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitPreferredContentSizeCategory.self,
        UITraitLegibilityWeight.self, UITraitDisplayScale.self, UITraitAccessibilityContrast.self,
    ]

    /// Calls `handler` after `view`'s bounds changed.
    static func observeBounds(of view: UIView, _ handler: @escaping @MainActor () -> Void) -> AnyObject {
        #if canImport(UIKit)
        return view.layer.observe(\.bounds, options: [.old, .new]) { _, change in
            guard change.oldValue != change.newValue else { return }
            MainActor.assumeIsolated { handler() }
        }
        #else
        return view.headlessObserveBounds { _ in handler() }
        #endif
    }

    /// Calls `handler` after `view`'s `isHidden` changed.
    static func observeHidden(of view: UIView, _ handler: @escaping @MainActor () -> Void) -> AnyObject {
        #if canImport(UIKit)
        return view.layer.observe(\.isHidden, options: [.old, .new]) { _, change in
            guard change.oldValue != change.newValue else { return }
            MainActor.assumeIsolated { handler() }
        }
        #else
        return view.headlessObserveHidden { _ in handler() }
        #endif
    }

    /// Calls `handler` after one of `observedTraits` changed for `view`. Once the returned token
    /// is gone, the next trait change ends the registration.
    static func observeTraits(of view: UIView, _ handler: @escaping @MainActor () -> Void) -> AnyObject {
        let token = TraitRegistrationToken(view: view)
        let registration = view.registerForTraitChanges(observedTraits) { [weak token] (changed: UIView, _: UITraitCollection) in
            guard token != nil else {
                TraitRegistrationToken.endOrphans(on: changed)
                return
            }
            handler()
        }
        token.registration = registration
        TraitRegistrationToken.remember(token, registration, on: view)
        return token
    }
}
