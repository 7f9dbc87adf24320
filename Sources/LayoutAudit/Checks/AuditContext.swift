#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// What every check reads: one configuration's laid-out window, its views and what layout logged.
@MainActor
struct AuditContext {
    let configuration: AuditConfiguration
    let hierarchy: AuditedHierarchy
    let log: [HeadlessLogEntry]
    /// The sibling pairs (`path|path`) that overlap in the reference configuration; nil while
    /// the reference itself is audited.
    let referenceOverlaps: Set<String>?

    /// A finding in this configuration.
    func finding(_ kind: LayoutFinding.Kind, _ views: [AuditedView], constraints: [ConstraintReference] = [],
                 detail: String) -> LayoutFinding {
        LayoutFinding(kind: kind, configuration: configuration, views: views, constraints: constraints, detail: detail)
    }

    /// The app constraints with a known source line that position or size `view` on `axes`.
    func sourceConstraints(of view: UIView, axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]) -> [ConstraintReference] {
        var seen = Set<String>()
        var result: [ConstraintReference] = []
        for axis in axes {
            for constraint in view.constraintsAffectingLayout(for: axis) {
                // Described only when it names a source line: most constraints do not.
                guard let location = ConstraintReference.sourceLocation(in: constraint.identifier) else { continue }
                let reference = ConstraintReference(description: constraint.description, sourceLocation: location)
                guard seen.insert(reference.description).inserted else { continue }
                result.append(reference)
            }
        }
        return result
    }
}

/// One kind of check over a laid-out configuration.
@MainActor
protocol LayoutCheck {
    /// The kinds of finding the check reports.
    var kinds: Set<LayoutFinding.Kind> { get }
    /// The findings in `context`.
    func findings(in context: AuditContext) -> [LayoutFinding]
}
#endif
