#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// A constraint named in a finding: its description and, for constraints the DSL made, the
/// line of code that made them (read from the identifier, `File.swift:42 …`).
public struct ConstraintReference: Equatable, Hashable, Sendable {
    /// The constraint as UIKit describes it.
    public var description: String
    /// `Module/File.swift:42`, when the identifier names a source line.
    public var sourceLocation: String?

    /// Creates a reference.
    public init(description: String, sourceLocation: String?) {
        self.description = description
        self.sourceLocation = sourceLocation
    }

    /// A reference to `constraint`.
    @MainActor public init(_ constraint: NSLayoutConstraint) {
        self.init(description: constraint.description, sourceLocation: Self.sourceLocation(in: constraint.identifier))
    }

    /// The `File.swift:42` at the start of an identifier, or nil.
    public static func sourceLocation(in identifier: String?) -> String? {
        guard var first = identifier?.split(separator: " ").first else { return nil }
        // The DSL prefixes `_` to module names starting with `UI` or `NS`, which UIKit reserves.
        if first.hasPrefix("_UI") || first.hasPrefix("_NS") { first = first.dropFirst() }
        let parts = first.split(separator: ":")
        guard parts.count == 2, parts[0].hasSuffix(".swift"), Int(parts[1]) != nil else { return nil }
        return String(first)
    }
}
#endif
