#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Runs `body` holding back the activation of every constraint the DSL makes in it, then
    /// activates them together: views may be constrained to each other before they share a
    /// hierarchy, as long as they do by the end. Nested calls activate at the end of the
    /// outermost one.
    public static func batchConstraints(_ body: () -> Void) {
        var held: [ConstraintsList] = []
        ConstraintsList.intercepting({ held.append($0) }, body)
        for list in held { ConstraintsList.submit(list) }
    }
}
