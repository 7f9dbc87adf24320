#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Calls `callback` after each change of the view's traits that affects layout or
    /// appearance (size classes, text size, appearance, layout direction, scale, contrast,
    /// legibility weight, idiom). Keep the returned handle: releasing or cancelling it ends the
    /// observation.
    public func monitorTraitCollectionChanges(_ callback: @escaping @MainActor () -> Void) -> Cancellable {
        let registration = registerForTraitChanges(Self.monitoredTraits) { (_: UIView, _: UITraitCollection) in callback() }
        return Cancellable { [weak self] in
            MainActor.assumeIsolated { self?.unregisterForTraitChanges(registration) }
        }
    }

    /// The traits whose changes `monitorTraitCollectionChanges` reports.
    private static let monitoredTraits: [UITrait] = [
        UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self,
        UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitDisplayScale.self,
        UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceIdiom.self,
    ]
}
