#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// Why UIKit would refuse this combination of items and attributes, or nil when it is valid
    /// (<doc:Constraints#The-equation>, <doc:Constraints#Attributes>).
    func validationFailure() -> String? {
        guard constraintKind == .app else { return nil }
        guard firstSpec.layoutItem != nil, firstSpec.attribute != .notAnAttribute else {
            return "The first item of a constraint must be a view or layout guide with an attribute"
        }
        guard multiplier.isFinite, constant.isFinite else {
            return "A constraint cannot have a non-finite multiplier or constant"
        }
        let first = firstSpec.attribute
        guard let secondSpec else {
            if firstSpec.isDimension { return nil }
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        guard secondSpec.layoutItem != nil, secondSpec.attribute != .notAnAttribute else {
            return "A constraint with a second item needs a view or layout guide and an attribute for it"
        }
        if !firstSpec.isDimension, multiplier == 0 {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if firstSpec.isDimension != secondSpec.isDimension {
            return "Invalid pairing of layout attributes: a size cannot be related to a position"
        }
        if firstSpec.isDimension { return nil }
        let second = secondSpec.attribute
        guard first.isXLocation == second.isXLocation else {
            return "Invalid pairing of layout attributes: a horizontal position cannot be related to a vertical one"
        }
        if (first.isDirectional && second.isAbsoluteX) || (first.isAbsoluteX && second.isDirectional) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    /// Whether any attribute of the constraint depends on the layout direction.
    var isDirectional: Bool {
        firstSpec.involvesDirectionalAttribute || (secondSpec?.involvesDirectionalAttribute ?? false)
    }

    /// Every item of the constraint, first anchor's first.
    var layoutItems: [any HeadlessLayoutItem] {
        firstSpec.items + (secondSpec?.items ?? [])
    }
}
#endif
