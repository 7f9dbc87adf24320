#if !canImport(UIKit)
import Foundation

/// A weak reference kept in a property or a list (the first responder, the recognizers a
/// gesture waits for).
@MainActor final class HeadlessWeakReference<Object: AnyObject> {
    weak var object: Object?
}
#endif
