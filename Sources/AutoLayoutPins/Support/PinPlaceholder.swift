#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

/// The inert constraint `pushPin` returns when it cannot build the requested one
/// (<doc:PinRules#Failures>): an inactive `view.a == view.a` constraint the library never activates.
@MainActor enum PinPlaceholder {
    /// A placeholder for `description` on `view`, named `"<site> pin.<case>.unresolved"`.
    static func make(for description: ConstraintDescription, on view: UIView, site: PinCallSite) -> NSLayoutConstraint {
        let attribute = AttributeFamily(description.firstAttribute) == nil ? .width : description.firstAttribute
        let placeholder = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: .equal, toItem: view, attribute: attribute, multiplier: 1, constant: 0)
        placeholder.identifier = "\(site.label) \(description.shape.token).unresolved"
        return placeholder
    }
}
