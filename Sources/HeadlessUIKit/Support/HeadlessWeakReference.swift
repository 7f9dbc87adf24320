#if !canImport(UIKit)
import Foundation

/// A weak reference kept in a static property (the first responder, the latest key window).
@MainActor final class HeadlessWeakReference<Object: AnyObject> {
    weak var object: Object?
}
#endif
