#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds visible sibling views that overlap where the same two views do not overlap in the
/// reference configuration (an avatar's badge that overlaps by design overlaps there too). In the
/// reference configuration itself it reports nothing, and records the pairs that overlap.
struct SiblingOverlapCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.siblingOverlap] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        guard let reference = context.referenceOverlaps else { return [] }
        return Self.overlappingPairs(in: context.hierarchy).compactMap { pair in
            let (first, second) = (context.hierarchy.entries[pair.0], context.hierarchy.entries[pair.1])
            guard !reference.contains(Self.key(first, second)) else { return nil }
            let overlap = first.windowFrame.intersection(second.windowFrame)
            return context.finding(
                .siblingOverlap, [first.audited, second.audited],
                constraints: context.sourceConstraints(of: first.view) + context.sourceConstraints(of: second.view),
                detail: "they overlap by \(points(overlap.width)) × \(points(overlap.height)) pt; they do not in the reference configuration")
        }
    }

    /// The keys of the overlapping sibling pairs of a hierarchy.
    @MainActor static func overlapKeys(in hierarchy: AuditedHierarchy) -> Set<String> {
        Set(overlappingPairs(in: hierarchy).map { key(hierarchy.entries[$0.0], hierarchy.entries[$0.1]) })
    }

    /// The entry indices of visible siblings (outside scroll views' content) whose frames overlap.
    @MainActor static func overlappingPairs(in hierarchy: AuditedHierarchy) -> [(Int, Int)] {
        var children: [Int: [Int]] = [:]
        for (index, entry) in hierarchy.entries.enumerated() where entry.isVisible {
            if let parent = entry.parent, !(hierarchy.entries[parent].view is UIScrollView) { children[parent, default: []].append(index) }
        }
        var pairs: [(Int, Int)] = []
        for siblings in children.values.map({ $0.sorted() }).sorted(by: { $0[0] < $1[0] }) where siblings.count > 1 {
            for i in 0..<siblings.count - 1 {
                for j in i + 1..<siblings.count
                where hierarchy.entries[siblings[i]].windowFrame.overlapsVisibly(hierarchy.entries[siblings[j]].windowFrame) {
                    pairs.append((siblings[i], siblings[j]))
                }
            }
        }
        return pairs
    }

    static func key(_ first: AuditedHierarchy.Entry, _ second: AuditedHierarchy.Entry) -> String {
        [first.path, second.path].sorted().joined(separator: "|")
    }
}
#endif
