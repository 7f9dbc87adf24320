#if !canImport(UIKit)
import Foundation

/// A view named in a finding: its class, accessibility identifier, path from the window and
/// frame in window coordinates (where the report's picture highlights it).
public struct AuditedView: Equatable, Hashable, Sendable {
    /// The class name, e.g. `UILabel`.
    public var typeName: String
    /// The accessibility identifier, if set.
    public var identifier: String?
    /// The path from the window: each step the identifier or `Class[index]`, e.g.
    /// `screen/UIStackView[1]/UILabel[0]`.
    public var path: String
    /// The frame in the window's coordinates.
    public var windowFrame: CGRect

    /// Creates a view description.
    public init(typeName: String, identifier: String?, path: String, windowFrame: CGRect) {
        self.typeName = typeName
        self.identifier = identifier
        self.path = path
        self.windowFrame = windowFrame
    }
}

extension AuditedView: CustomStringConvertible {
    /// `UILabel "title"` when the view has an identifier, else `UILabel at screen/UILabel[0]`.
    public var description: String {
        if let identifier, !identifier.isEmpty { return "\(typeName) \"\(identifier)\"" }
        return "\(typeName) at \(path)"
    }
}
#endif
