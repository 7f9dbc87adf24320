#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Turns a pin into a description that can become a constraint, reporting every problem as
/// `pinInvalid` (<doc:PinRules#Pushing-pins>).
@MainActor enum PinCheck {
    /// The usable description of `pin`, or nil when its attributes cannot be paired. Issues
    /// recorded by modifiers are reported; a negative constant without a second item is clamped
    /// to 0.
    static func usableDescription(of pin: Pin, call: String, site: CallSite) -> ConstraintDescription? {
        var description = pin.constraintDescription
        let token = description.shape.token
        if let issue = description.priorityIssue {
            site.report(.pinInvalid, "\(call): \(token): \(issue)")
        }
        if let problem = description.pairingProblem {
            site.report(.pinInvalid, "\(call): \(token): \(problem); the pin is skipped")
            return nil
        }
        if description.secondItem == .none, description.constant < 0 {
            site.report(.pinInvalid, "\(call): \(token): a \(description.firstAttribute.layoutName) of \(description.constant) is impossible; 0 is used")
            description.constant = 0
        }
        return description
    }
}
