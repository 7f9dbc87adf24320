#if !canImport(UIKit)
import Foundation

/// The replaceable sink for everything HeadlessUIKit logs (<doc:Hooks#Logging>).
///
/// By default entries go to standard error. Tests capture them with `capture(_:)`, or replace
/// `handler` for longer stretches.
@preconcurrency @MainActor
public enum HeadlessLog {
    /// Receives every entry; settable. The default writes each message to standard error.
    public static var handler: (HeadlessLogEntry) -> Void = defaultHandler

    /// The handler installed at launch: writes the message and a newline to standard error.
    public static let defaultHandler: (HeadlessLogEntry) -> Void = { entry in
        FileHandle.standardError.write(Data((entry.message + "\n").utf8))
    }

    /// Sends an entry to the current handler.
    public static func write(_ entry: HeadlessLogEntry) {
        handler(entry)
    }

    /// Runs `body` with a handler that collects entries instead of printing them, restores the
    /// previous handler, and returns what was logged.
    public static func capture(_ body: () throws -> Void) rethrows -> [HeadlessLogEntry] {
        var entries: [HeadlessLogEntry] = []
        let previous = handler
        handler = { entries.append($0) }
        defer { handler = previous }
        try body()
        return entries
    }
}
#endif
