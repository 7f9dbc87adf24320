#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// One typed-anchor call: which method it was and where it was written. It names the
/// constraints the call creates (`"<fileID>:<line> anchors.<method>.<attribute>"`,
/// <doc:AnchorRules#Identifiers>) and locates
/// its diagnostics.
struct AnchorCall {
    /// The method token, e.g. `pin` or `edges`.
    let method: String
    /// Where the call was written.
    let site: CallSite

    init(_ method: String, _ file: StaticString, _ line: UInt) {
        self.method = method
        self.site = CallSite(file: file, line: line)
    }

    /// The identifier of the constraint this call makes on `attribute`.
    func identifier(for attribute: NSLayoutConstraint.Attribute) -> String {
        "\(site.label) anchors.\(method).\(attribute.layoutName)"
    }

    /// Reports a diagnostic at the call site.
    @MainActor func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        site.report(kind, "anchors.\(method): \(message)")
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a far edge (bottom, trailing, right): an inset or a gap toward
    /// the inside is subtracted from it.
    var isFarEdge: Bool { self == .bottom || self == .trailing || self == .right }

    /// Whether the attribute is a near edge (top, leading, left).
    var isNearEdge: Bool { self == .top || self == .leading || self == .left }
}
