#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension NSLayoutConstraint.Relation {
    /// The relation as an operator (`<=`, `>=`, `==`), for identifiers and diagnostics.
    package var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        default: "=="
        }
    }

    /// The relation with its sides swapped: `≤` and `≥` exchange, `==` stays.
    package var mirrored: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        default: self
        }
    }
}
