#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds views laid out by constraints whose position or size on an axis the constraints
/// leave free (`headlessHasAmbiguousLayout(for:)`). A view whose superview is ambiguous on the
/// same axis is not reported again: the superview is the cause.
struct AmbiguousLayoutCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.ambiguousLayout] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        var ambiguous: [Int: Set<NSLayoutConstraint.Axis>] = [:]
        var findings: [LayoutFinding] = []
        for (index, entry) in context.hierarchy.entries.enumerated() {
            guard let parent = entry.parent, !entry.view.translatesAutoresizingMaskIntoConstraints else { continue }
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] where entry.view.headlessHasAmbiguousLayout(for: axis) {
                ambiguous[index, default: []].insert(axis)
                guard ambiguous[parent]?.contains(axis) != true else { continue }
                let name = axis == .horizontal ? "horizontal" : "vertical"
                findings.append(context.finding(
                    .ambiguousLayout, [entry.audited], constraints: context.sourceConstraints(of: entry.view, axes: [axis]),
                    detail: "the \(name) position or size is not determined by the constraints"))
            }
        }
        return findings
    }
}
#endif
