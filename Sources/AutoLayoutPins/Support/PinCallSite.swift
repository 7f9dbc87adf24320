#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

/// Where a pin call was written; it names generated identifiers and diagnostics.
struct PinCallSite: Sendable {
    let file: StaticString
    let line: UInt

    /// `<fileID>:<line>`, the start of every identifier the call creates.
    var label: String { "\(file):\(line)" }

    /// The identifier of a constraint made from `description`: the user's, or
    /// `"<fileID>:<line> pin.<case>"`.
    func identifier(for description: ConstraintDescription) -> String {
        description.identifier ?? "\(label) \(description.shape.token)"
    }

    /// Reports a diagnostic of the Pin idiom at this call site.
    @MainActor func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(kind, message, file: file, line: line)
    }
}
