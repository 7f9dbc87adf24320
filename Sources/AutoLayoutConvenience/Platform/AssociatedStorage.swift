#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A key for values the DSL attaches to views; compared by identity.
final class AssociationKey: Sendable {}

/// Values attached strongly to views and released with them: `objc_setAssociatedObject` on
/// UIKit, `HeadlessAssociation` on HeadlessUIKit (<doc:ConditionalConstraints#Platform-hooks>).
@MainActor enum AssociatedStorage {
    /// The value stored for `key` on `view`, if any.
    static func value(for view: UIView, key: AssociationKey) -> Any? {
        #if canImport(UIKit)
        objc_getAssociatedObject(view, pointer(key))
        #else
        HeadlessAssociation.value(for: view, key: key)
        #endif
    }

    /// Stores `value` for `key` on `view`, or removes it when nil.
    static func setValue(_ value: Any?, for view: UIView, key: AssociationKey) {
        #if canImport(UIKit)
        objc_setAssociatedObject(view, pointer(key), value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #else
        HeadlessAssociation.setValue(value, for: view, key: key)
        #endif
    }

    #if canImport(UIKit)
    /// The stable address that identifies `key` for the Objective-C runtime.
    private static func pointer(_ key: AssociationKey) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque())
    }
    #endif
}
