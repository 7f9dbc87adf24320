#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Conversion of the priorities written in pins to `UILayoutPriority` (<doc:PinRules#Modifiers>).
enum PriorityScale {
    /// The README's scale: 0…1 is a fraction of required (results below 1 become 1), (1, 1000] is
    /// raw; anything else is clamped to 1…1000 and described as an issue.
    static func priority(fromScaled value: Float) -> (priority: UILayoutPriority, issue: String?) {
        if value >= 0, value <= 1 { return (UILayoutPriority(max(1, value * 1000)), nil) }
        return priority(fromRaw: value)
    }

    /// A raw priority, clamped to 1…1000 with an issue when outside (NaN becomes required).
    static func priority(fromRaw value: Float) -> (priority: UILayoutPriority, issue: String?) {
        if value >= 1, value <= 1000 { return (UILayoutPriority(value), nil) }
        let clamped: Float = value.isNaN ? 1000 : min(1000, max(1, value))
        return (UILayoutPriority(clamped), "priority \(value) is out of range; \(clamped) is used")
    }
}
