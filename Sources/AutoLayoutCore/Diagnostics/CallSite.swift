#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Where a call into the DSL or an idiom was written; it starts the identifiers of the
/// constraints the call creates and locates its diagnostics.
package struct CallSite: Sendable {
    /// The file of the call, as `#fileID` spells it.
    package let file: StaticString
    /// The line of the call.
    package let line: UInt

    /// Creates the call site of a call written at `file`:`line`.
    package init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
    }

    /// `<fileID>:<line>`, the start of every identifier the call creates. Identifiers starting
    /// with `UI` or `NS` are reserved for UIKit, so a module with such a name gets a `_` prefix.
    package var label: String {
        let label = "\(file):\(line)"
        return label.hasPrefix("UI") || label.hasPrefix("NS") ? "_" + label : label
    }

    /// Reports a diagnostic at this call site.
    @MainActor package func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(kind, message, file: file, line: line)
    }
}
