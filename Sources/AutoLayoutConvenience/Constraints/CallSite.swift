#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Where a DSL call was written; it feeds constraint identifiers and diagnostics.
struct CallSite: Sendable {
    let file: StaticString
    let line: UInt

    /// `<fileID>:<line>`, the start of every identifier the call creates. Identifiers starting
    /// with `UI` or `NS` are reserved for UIKit, so a module with such a name gets a `_` prefix.
    var label: String {
        let label = "\(file):\(line)"
        return label.hasPrefix("UI") || label.hasPrefix("NS") ? "_" + label : label
    }
}
