#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

// Modifiers (the PinRules article, Modifiers). Each returns `.custom` with one field changed, so they chain in
// any order: `Pin.width(20).relation(.greaterThanOrEqual).priority(0.5)`.
extension Pin {
    /// The pin with a priority on the README's scale: values in 0…1 are a fraction of
    /// `.required` (0.5 is 500; results below 1 become 1), values in (1, 1000] are raw
    /// priorities. Other values are reported when the pin is used and clamped to 1…1000.
    public func priority(_ value: Float) -> Pin {
        modified { $0.setPriority(PriorityScale.priority(fromScaled: value)) }
    }

    /// The pin with a raw priority. Values outside 1…1000 are reported when the pin is used and
    /// clamped.
    public func priority(_ priority: UILayoutPriority) -> Pin {
        modified { $0.setPriority(PriorityScale.priority(fromRaw: priority.rawValue)) }
    }

    /// The pin with a multiplier for the second attribute.
    public func multiplier(_ multiplier: CGFloat) -> Pin {
        modified { $0.multiplier = multiplier }
    }

    /// The pin with another constant. Gap pins keep their meaning: `Pin.above(8).constant(12)`
    /// is a 12-point gap.
    public func constant(_ constant: CGFloat) -> Pin {
        modified { $0.constant = $0.shape.storedConstant(constant) }
    }

    /// The pin relating the first attribute to another attribute of the second item.
    public func toAttribute(_ attribute: NSLayoutConstraint.Attribute) -> Pin {
        modified { $0.secondAttribute = attribute }
    }

    /// The pin with another relation. For `above` and `leftOf` it is the relation of the gap, so
    /// the constraint's own relation is mirrored: `Pin.above(8).relation(.greaterThanOrEqual)`
    /// keeps at least 8 points between the views (`view.bottom ≤ other.top − 8`).
    public func relation(_ relation: NSLayoutConstraint.Relation) -> Pin {
        modified { $0.relation = $0.shape.storedRelation(relation) }
    }

    /// The pin with an identifier that replaces the generated one.
    public func identifier(_ identifier: String) -> Pin {
        modified { $0.identifier = identifier }
    }

    /// The pin with an activation flag: when false, pushing creates, records and returns the
    /// constraint without activating it; `updatePins` deactivates what it matches.
    public func isActive(_ isActive: Bool) -> Pin {
        modified { $0.isActive = isActive }
    }

    /// `.custom` with the description changed by `change`.
    private func modified(_ change: (inout ConstraintDescription) -> Void) -> Pin {
        var description = constraintDescription
        change(&description)
        return .custom(description)
    }
}

extension ConstraintDescription {
    /// Stores a converted priority and remembers why it was clamped, if it was; a later valid
    /// priority clears an earlier problem.
    mutating func setPriority(_ converted: (priority: UILayoutPriority, issue: String?)) {
        priority = converted.priority
        priorityIssue = converted.issue
    }
}
