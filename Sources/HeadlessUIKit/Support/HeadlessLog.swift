#if !canImport(UIKit)
import Foundation

/// The replaceable sink for everything HeadlessUIKit logs (<doc:Hooks#Logging>).
///
/// By default entries go to standard error. Tests capture them with `capture(_:)`, or replace
/// `sink` for longer stretches.
@preconcurrency @MainActor
public enum HeadlessLog {
    /// Receives every entry; settable. The default writes each message to standard error.
    public static var sink: (HeadlessLogEntry) -> Void = standardErrorSink

    /// The default sink: writes the message and a newline to standard error.
    public static let standardErrorSink: (HeadlessLogEntry) -> Void = { entry in
        FileHandle.standardError.write(Data((entry.message + "\n").utf8))
    }

    /// Sends an entry to the current sink.
    public static func write(_ entry: HeadlessLogEntry) {
        sink(entry)
    }

    /// Runs `body` with a sink that collects entries instead of printing them, restores the
    /// previous sink, and returns what was logged.
    public static func capture(_ body: () throws -> Void) rethrows -> [HeadlessLogEntry] {
        var entries: [HeadlessLogEntry] = []
        let previous = sink
        sink = { entries.append($0) }
        defer { sink = previous }
        try body()
        return entries
    }
}
#endif
