#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Trait values this view overrides for itself and its descendants (iOS 17). Changing them
    /// delivers trait changes to the subtree at once (<doc:Environment#Traits>).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            storedTraitOverrides = newValue
            traitEnvironmentMayHaveChanged()
            refreshDerivedGeometryOfSubtree()
        }
    }
}
#endif
