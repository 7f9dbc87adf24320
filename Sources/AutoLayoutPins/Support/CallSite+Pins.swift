#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension CallSite {
    /// The identifier of a constraint made from `description`: the user's, or
    /// `"<fileID>:<line> pin.<case>"`.
    func identifier(for description: ConstraintDescription) -> String {
        description.identifier ?? "\(label) \(description.shape.token)"
    }
}
