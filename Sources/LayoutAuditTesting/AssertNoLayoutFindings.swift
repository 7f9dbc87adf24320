#if !canImport(UIKit)
import HeadlessUIKit
@_exported import LayoutAudit
import Testing

/// Audits `subject` and records one Swift Testing issue per problem (a kind of finding on the same
/// views, with the configurations it occurs in), at the caller's line. Returns the report.
///
///     @Test func profileLaysOutEverywhere() {
///         assertNoLayoutFindings(in: .viewController { ProfileViewController() }, ignoring: [.smallTouchTarget])
///     }
///
/// - Parameters:
///   - subject: how to build the screen.
///   - matrix: the configurations (default: all of them).
///   - kinds: the kinds of finding to look for (default: all).
///   - ignoring: kinds to leave out of `kinds`.
///   - sourceLocation: where the issues are recorded (default: the caller's line).
@MainActor @discardableResult
public func assertNoLayoutFindings(
    in subject: AuditSubject,
    matrix: AuditMatrix = .full,
    of kinds: Set<LayoutFinding.Kind> = Set(LayoutFinding.Kind.allCases),
    ignoring: Set<LayoutFinding.Kind> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutAuditReport {
    let report = LayoutAuditor(matrix: matrix, kinds: kinds.subtracting(ignoring), keepsSnapshots: false).audit(subject)
    for group in report.groups {
        let others = group.count > 1 ? "\n(and \(group.count - 1) more configuration\(group.count == 2 ? "" : "s"): "
            + group.dropFirst().prefix(4).map(\.configuration.description).joined(separator: "; ")
            + (group.count > 5 ? "; …" : "") + ")" : ""
        Issue.record(Comment(rawValue: group[0].description + others), sourceLocation: sourceLocation)
    }
    return report
}

/// Audits a view made by `make` (filling the window) and records an issue per problem; see
/// `assertNoLayoutFindings(in:matrix:of:ignoring:sourceLocation:)`.
@MainActor @discardableResult
public func assertNoLayoutFindings(
    matrix: AuditMatrix = .full,
    of kinds: Set<LayoutFinding.Kind> = Set(LayoutFinding.Kind.allCases),
    ignoring: Set<LayoutFinding.Kind> = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    view make: @escaping @MainActor @Sendable () -> UIView
) -> LayoutAuditReport {
    assertNoLayoutFindings(in: .view(make), matrix: matrix, of: kinds, ignoring: ignoring, sourceLocation: sourceLocation)
}

/// Audits a view controller made by `make` (the window's root) and records an issue per
/// problem; see `assertNoLayoutFindings(in:matrix:of:ignoring:sourceLocation:)`.
@MainActor @discardableResult
public func assertNoLayoutFindings(
    matrix: AuditMatrix = .full,
    of kinds: Set<LayoutFinding.Kind> = Set(LayoutFinding.Kind.allCases),
    ignoring: Set<LayoutFinding.Kind> = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    viewController make: @escaping @MainActor @Sendable () -> UIViewController
) -> LayoutAuditReport {
    assertNoLayoutFindings(in: .viewController(make), matrix: matrix, of: kinds, ignoring: ignoring, sourceLocation: sourceLocation)
}
#endif
