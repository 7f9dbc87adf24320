#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds constraints the engine broke to recover from a conflict, with the minimal set each
/// conflicted with (`headlessIsBroken`, `headlessConflictingConstraints`).
struct UnsatisfiableConstraintsCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.unsatisfiableConstraints] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        context.hierarchy.activeConstraints.filter(\.headlessIsBroken).map { broken in
            let set = [broken] + broken.headlessConflictingConstraints
            var views: [AuditedView] = []
            for constraint in set {
                for item in [constraint.firstItem, constraint.secondItem] {
                    let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
                    if let view, let entry = context.hierarchy.entry(of: view), !views.contains(entry.audited) {
                        views.append(entry.audited)
                    }
                }
            }
            return context.finding(
                .unsatisfiableConstraints, views, constraints: set.map(ConstraintReference.init),
                detail: "broke \(broken.description) to satisfy \(set.count - 1) other constraint\(set.count == 2 ? "" : "s")")
        }
    }
}
#endif
