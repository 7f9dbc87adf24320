#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ConstraintsList {
    /// Runs `body` with every list it creates activated at once, past any conditional block or
    /// `grouped` call around it: the internal layout of library views is never conditional.
    static func outsideConditions(_ body: () -> Void) {
        intercepting({ $0.activate() }, body)
    }
}
