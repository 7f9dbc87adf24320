#if !canImport(UIKit)
import Foundation

/// One problem an audit found in one configuration.
public struct LayoutFinding: Equatable, Sendable {
    /// What is wrong.
    public var kind: Kind
    /// Where: the device, orientation, split, text size, direction and appearance.
    public var configuration: AuditConfiguration
    /// The views involved, the one at fault first.
    public var views: [AuditedView]
    /// The constraints involved (the broken one first for conflicts), with their source lines
    /// where the DSL recorded them.
    public var constraints: [ConstraintReference]
    /// What was measured, e.g. `needs 3 lines (61 pt), shows 1 (20.5 pt)`.
    public var detail: String

    /// Creates a finding.
    public init(kind: Kind, configuration: AuditConfiguration, views: [AuditedView],
                constraints: [ConstraintReference] = [], detail: String) {
        self.kind = kind
        self.configuration = configuration
        self.views = views
        self.constraints = constraints
        self.detail = detail
    }

    /// The kind and the views' paths: the same problem in another configuration has the same
    /// key (the detail and frames may differ); used to group findings across configurations.
    public var groupKey: String {
        ([kind.rawValue] + views.map(\.path)).joined(separator: "|")
    }
}

extension LayoutFinding: CustomStringConvertible {
    /// One paragraph: kind, views, configuration, detail and source lines.
    public var description: String {
        var text = "\(kind.title): \(views.map(\.description).joined(separator: ", ")) — \(detail) [\(configuration)]"
        let sources = constraints.compactMap(\.sourceLocation)
        if !sources.isEmpty { text += " (constraints at " + Array(Set(sources)).sorted().joined(separator: ", ") + ")" }
        return text
    }
}
#endif
