#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

extension NSLayoutConstraint.Relation {
    /// The relation as an operator, for diagnostics.
    var pinSymbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        default: "=="
        }
    }
}
