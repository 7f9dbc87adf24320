#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import LayoutRendering

/// Lays a screen out in every configuration of a matrix and reports its layout problems.
///
///     let report = LayoutAuditor().audit(.viewController(named: "profile") { ProfileViewController() })
///     print(report.summary)
@MainActor
public struct LayoutAuditor {
    /// The configurations to lay out.
    public var matrix: AuditMatrix
    /// The kinds of finding to look for; the others' checks do not run.
    public var kinds: Set<LayoutFinding.Kind>
    /// Whether snapshots of configurations with findings are kept for pictures (default true).
    public var keepsSnapshots: Bool
    /// Whether ambiguity is probed in every configuration (slow: most of an audit's time), or
    /// only in the first text size, direction and appearance of each device, split and
    /// orientation (default): which constraints exist rarely depends on the others.
    public var checksAmbiguityEverywhere: Bool = false

    /// Creates an auditor; by default the full matrix and every kind.
    public init(matrix: AuditMatrix = .full, kinds: Set<LayoutFinding.Kind> = Set(LayoutFinding.Kind.allCases),
                keepsSnapshots: Bool = true) {
        self.matrix = matrix
        self.kinds = kinds
        self.keepsSnapshots = keepsSnapshots
    }

    private static let checks: [any LayoutCheck] = [
        UnsatisfiableConstraintsCheck(), ConvergenceCheck(), TruncatedTextCheck(), TextOverlapCheck(),
        OutsideSuperviewCheck(), OutsideSafeAreaCheck(), SiblingOverlapCheck(), TouchTargetCheck(), AmbiguousLayoutCheck(),
    ]

    /// Audits `subject` in every configuration of the matrix.
    public func audit(_ subject: AuditSubject) -> LayoutAuditReport {
        let clock = ContinuousClock()
        let start = clock.now
        var timings = AuditTimings()
        let configurations = matrix.configurations
        let reference = matrix.effectiveReference
        var referenceOverlaps: Set<String>?
        if kinds.contains(.siblingOverlap), let reference {
            let window = subject.makeWindow(reference.device, reference.orientation)
            window.layoutIfNeeded()
            referenceOverlaps = SiblingOverlapCheck.overlapKeys(in: AuditedHierarchy(window: window))
        }
        var findings: [LayoutFinding] = []
        var snapshots: [Int: LayoutSnapshot] = [:]
        let checks = Self.checks.filter { !$0.kinds.isDisjoint(with: kinds) }
        let firstOfGeometry = Set(configurations.indices.filter { $0 == 0 || !configurations[$0].hasSameGeometry(as: configurations[$0 - 1]) })
        for (index, configuration) in configurations.enumerated() {
            var window: UIWindow?
            let layoutStart = clock.now
            let log = HeadlessLog.capture {
                let made = subject.makeWindow(configuration.device, configuration.orientation)
                made.layoutIfNeeded()
                window = made
            }
            timings.layout += clock.now - layoutStart
            guard let window else { continue }
            let context = AuditContext(configuration: configuration, hierarchy: AuditedHierarchy(window: window), log: log,
                                       referenceOverlaps: referenceOverlaps)
            var found: [LayoutFinding] = []
            for check in checks {
                if check is AmbiguousLayoutCheck, !checksAmbiguityEverywhere, !firstOfGeometry.contains(index) { continue }
                let checkStart = clock.now
                found += check.findings(in: context).filter { kinds.contains($0.kind) }
                timings.checks[check.kinds.first ?? .ambiguousLayout, default: .zero] += clock.now - checkStart
            }
            if keepsSnapshots, !found.isEmpty {
                let snapshotStart = clock.now
                snapshots[index] = LayoutSnapshot(of: window)
                timings.snapshots += clock.now - snapshotStart
            }
            findings += found
        }
        timings.total = clock.now - start
        return LayoutAuditReport(subjectName: subject.name, configurations: configurations, reference: reference,
                                 findings: findings, snapshots: snapshots, timings: timings)
    }
}
#endif
