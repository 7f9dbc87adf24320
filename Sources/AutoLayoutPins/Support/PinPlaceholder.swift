#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The inert constraint `pushPin` returns when it cannot build the requested one
/// (<doc:PinRules#Failures>): an inactive `view.a == view.a` constraint the library never activates.
@MainActor enum PinPlaceholder {
    /// A placeholder for `description` on `view`, named `"<site> pin.<case>.unresolved"`.
    static func make(for description: ConstraintDescription, on view: UIView, site: CallSite) -> NSLayoutConstraint {
        let attribute = AttributeFamily(description.firstAttribute) == nil ? .width : description.firstAttribute
        return .placeholder(on: view, attribute: attribute, identifier: "\(site.label) \(description.shape.token).unresolved")
    }
}
