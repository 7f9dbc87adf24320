#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One report of misuse of the DSL or an idiom: what went wrong and where the offending call was written.
public struct LayoutDiagnostic: Sendable, Equatable {
    /// The category of a diagnostic. The DSL and each idiom add their own kinds.
    public struct Kind: RawRepresentable, Hashable, Sendable {
        /// The name of the kind, e.g. `"noCommonAncestor"`.
        public var rawValue: String

        /// Creates a kind with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The items of a constraint are not in one view hierarchy; the constraint stays inactive.
        public static let noCommonAncestor = Kind(rawValue: "noCommonAncestor")
        /// A value cannot be used (NaN or infinite constants, a zero height for a ratio, …).
        public static let invalidArgument = Kind(rawValue: "invalidArgument")
    }

    /// The category of the problem.
    public var kind: Kind
    /// A sentence saying what went wrong and what the DSL did instead.
    public var message: String
    /// The file of the call site, as `#fileID` spells it.
    public var file: String
    /// The line of the call site.
    public var line: UInt

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, file: String, line: UInt) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
    }

    /// The log line of the default handler: `[AutoLayoutConvenience] <file>:<line>: <message>`.
    public var logLine: String { "[AutoLayoutConvenience] \(file):\(line): \(message)" }
}

/// The reporting channel for misuse of the DSL and the idioms. Nothing in the DSL crashes on bad
/// input: it reports here and does the rest of its work.
public enum LayoutDiagnostics {
    /// Receives every diagnostic. The default writes `LayoutDiagnostic.logLine` to the system log
    /// (Apple platforms) or standard error; tests replace it to capture diagnostics.
    @MainActor public static var handler: (LayoutDiagnostic) -> Void = defaultHandler

    /// The handler installed at launch.
    @MainActor public static let defaultHandler: (LayoutDiagnostic) -> Void = { writeDiagnosticLine($0.logLine) }

    /// Hands a diagnostic to the current handler.
    @MainActor public static func report(_ diagnostic: LayoutDiagnostic) {
        handler(diagnostic)
    }

    /// Reports a diagnostic of the given kind for a call site.
    @MainActor public static func report(_ kind: LayoutDiagnostic.Kind, _ message: String, file: StaticString, line: UInt) {
        report(LayoutDiagnostic(kind: kind, message: message, file: "\(file)", line: line))
    }
}
