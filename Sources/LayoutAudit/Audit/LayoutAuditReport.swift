#if !canImport(UIKit)
import Foundation
import LayoutRendering

/// What an audit found: every finding, the configurations laid out, a snapshot of each
/// configuration with findings (for pictures), and where the time went.
public struct LayoutAuditReport: Sendable {
    /// The subject's name.
    public var subjectName: String
    /// Every configuration laid out, in order.
    public var configurations: [AuditConfiguration]
    /// The reference configuration sibling overlaps were compared with.
    public var reference: AuditConfiguration?
    /// Every finding, configuration by configuration.
    public var findings: [LayoutFinding]
    /// The window of each configuration with findings, as laid out, by configuration index.
    public var snapshots: [Int: LayoutSnapshot]
    /// Where the time went.
    public var timings: AuditTimings

    /// Creates a report.
    public init(subjectName: String, configurations: [AuditConfiguration], reference: AuditConfiguration?,
                findings: [LayoutFinding], snapshots: [Int: LayoutSnapshot], timings: AuditTimings) {
        self.subjectName = subjectName
        self.configurations = configurations
        self.reference = reference
        self.findings = findings
        self.snapshots = snapshots
        self.timings = timings
    }

    /// The findings of the given kinds.
    public func findings(of kinds: Set<LayoutFinding.Kind>) -> [LayoutFinding] {
        findings.filter { kinds.contains($0.kind) }
    }

    /// The snapshot of a finding's configuration.
    public func snapshot(for finding: LayoutFinding) -> LayoutSnapshot? {
        configurations.firstIndex(of: finding.configuration).flatMap { snapshots[$0] }
    }

    /// Findings of the same kind on the same views grouped across configurations, in the order
    /// they were first found.
    public var groups: [[LayoutFinding]] {
        var order: [String] = []
        var groups: [String: [LayoutFinding]] = [:]
        for finding in findings {
            if groups[finding.groupKey] == nil { order.append(finding.groupKey) }
            groups[finding.groupKey, default: []].append(finding)
        }
        return order.compactMap { groups[$0] }
    }

    /// One line per group: the first finding and in how many configurations it occurs.
    public var summary: String {
        guard !findings.isEmpty else { return "\(subjectName): no findings in \(configurations.count) configurations" }
        var lines = ["\(subjectName): \(findings.count) findings in \(groups.count) groups over \(configurations.count) configurations"]
        for group in groups {
            lines.append("  [\(group.count)×] \(group[0])")
        }
        return lines.joined(separator: "\n")
    }
}
#endif
