#if !canImport(UIKit)
import Foundation

/// Values attached to views under a key and released with them (<doc:Hooks#Associated-storage>); the UIKit
/// equivalent is `objc_setAssociatedObject` with a strong policy.
@preconcurrency @MainActor
public enum HeadlessAssociation {
    /// The value stored for `key` on `view`, if any. Keys are compared by identity.
    public static func value(for view: UIView, key: AnyObject) -> Any? {
        view.associatedValues[ObjectIdentifier(key)]
    }

    /// Stores `value` for `key` on `view` (strongly), or removes it when nil.
    public static func setValue(_ value: Any?, for view: UIView, key: AnyObject) {
        view.associatedValues[ObjectIdentifier(key)] = value
    }
}
#endif
