#if !canImport(UIKit)
import Foundation

/// Writes a UIKit-style message to `HeadlessLog` (<doc:Constraints#Failures>, <doc:Hooks#Logging>).
@MainActor func writeLog(_ category: HeadlessLogEntry.Category, _ message: String) {
    HeadlessLog.handler(HeadlessLogEntry(category: category, message: message))
}

/// Reports what UIKit raises as an Objective-C exception: the exception name, then the message.
@MainActor func raiseException(_ name: String, _ message: String) {
    writeLog(.exception, "*** Terminating app due to uncaught exception '\(name)', reason: '\(message)' (HeadlessUIKit: logged, state unchanged)")
}
#endif
