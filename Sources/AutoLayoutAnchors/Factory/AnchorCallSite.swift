#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

/// Where a typed-anchor call was written and which method it was; it names the constraints the
/// call creates (`"<fileID>:<line> anchors.<method>.<attribute>"`, <doc:AnchorRules#Identifiers>) and
/// locates its diagnostics.
struct AnchorCallSite {
    let file: StaticString
    let line: UInt
    /// The method token, e.g. `pin` or `edges`.
    let method: String

    init(_ method: String, _ file: StaticString, _ line: UInt) {
        self.method = method
        self.file = file
        self.line = line
    }

    /// The identifier of the constraint this call makes on `attribute`.
    func identifier(for attribute: NSLayoutConstraint.Attribute) -> String {
        "\(file):\(line) anchors.\(method).\(attribute.layoutName)"
    }

    /// Reports a diagnostic at the call site.
    @MainActor func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(kind, "anchors.\(method): \(message)", file: file, line: line)
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a far edge (bottom, trailing, right): an inset or a gap toward
    /// the inside is subtracted from it.
    var isFarEdge: Bool { self == .bottom || self == .trailing || self == .right }

    /// Whether the attribute is a near edge (top, leading, left).
    var isNearEdge: Bool { self == .top || self == .leading || self == .left }
}

extension NSLayoutConstraint.Relation {
    /// The relation with its sides swapped: ≤ becomes ≥ and the other way round.
    var mirrored: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        default: self
        }
    }
}
