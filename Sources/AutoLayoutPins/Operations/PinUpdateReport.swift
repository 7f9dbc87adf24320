#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// What `updatePins(_:relativeTo:)` changed and which pins it could not apply.
public struct PinUpdateReport {
    /// The constraints whose constant (and activation) were updated, each once, in pin order.
    public var updated: [NSLayoutConstraint]
    /// The pins that matched no constraint (or could not describe one), in pin order.
    public var missed: [Pin]

    /// Creates a report.
    public init(updated: [NSLayoutConstraint] = [], missed: [Pin] = []) {
        self.updated = updated
        self.missed = missed
    }
}
