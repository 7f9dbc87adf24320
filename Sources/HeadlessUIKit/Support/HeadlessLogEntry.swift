#if !canImport(UIKit)
import Foundation

/// One message HeadlessUIKit logs where UIKit logs or raises (<doc:Constraints#Failures>, <doc:Hooks#Logging>).
public struct HeadlessLogEntry: Hashable, Sendable {
    /// What kind of event an entry reports.
    public enum Category: String, Hashable, Sendable {
        /// Constraint problems UIKit logs under `[LayoutConstraints]`, e.g. unsatisfiable layouts.
        case layoutConstraints
        /// What UIKit raises as an Objective-C exception; HeadlessUIKit logs it and carries on.
        case exception
        /// A layout pass or run loop that did not settle.
        case layoutLoop
        /// A UIKit feature HeadlessUIKit does not model; the layout goes on without it.
        case notModelled
    }

    /// What kind of event the entry reports.
    public var category: Category
    /// The message text, worded like UIKit's.
    public var message: String

    /// Creates an entry.
    public init(category: Category, message: String) {
        self.category = category
        self.message = message
    }
}

extension HeadlessLogEntry: CustomStringConvertible {
    /// The message with its category, e.g. `[exception] *** Terminating app …`.
    public var description: String {
        "[\(category.rawValue)] \(message)"
    }
}
#endif
