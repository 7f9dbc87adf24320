#if !canImport(UIKit)
import Foundation

/// The base of views and windows. HeadlessUIKit handles no events; the class exists so that
/// `UIView` has UIKit's superclass.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }
}
#endif
