#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension NSLayoutConstraint {
    /// An inert `item.attribute == item.attribute` constraint, returned where one constraint is
    /// due but none could be made. The library never activates it.
    @MainActor package static func placeholder(
        on item: AnyObject, attribute: NSLayoutConstraint.Attribute, identifier: String
    ) -> NSLayoutConstraint {
        let placeholder = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: item, attribute: attribute, multiplier: 1, constant: 0)
        placeholder.identifier = identifier
        return placeholder
    }
}
