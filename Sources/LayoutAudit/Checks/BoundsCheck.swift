#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds visible views that extend beyond their superview's bounds (scroll views' content is
/// left out: it extends beyond bounds by design).
struct OutsideSuperviewCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.outsideSuperview] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        let entries = context.hierarchy.entries
        return entries.indices.compactMap { index in
            let entry = entries[index]
            guard entry.isVisible, let parent = entry.parent, !(entries[parent].view is UIScrollView),
                  !entry.windowFrame.liesInside(entries[parent].windowFrame) else { return nil }
            return context.finding(
                .outsideSuperview, [entry.audited, entries[parent].audited], constraints: context.sourceConstraints(of: entry.view),
                detail: "frame \(Self.describe(entry.view.frame)) is outside the superview's bounds \(Self.describe(entries[parent].view.bounds))")
        }
    }

    /// `(x, y; w × h)` in points.
    static func describe(_ rect: CGRect) -> String {
        "(\(points(rect.minX)), \(points(rect.minY)); \(points(rect.width)) × \(points(rect.height)))"
    }
}

/// Finds visible views that a constraint ties to a safe-area layout guide but that extend beyond
/// that guide on an edge the constraint names (a view pinned to the safe area's top and to its
/// superview's bottom may pass under the home indicator; one pinned to the safe area's bottom may not).
struct OutsideSafeAreaCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.outsideSafeArea] }

    /// The physical edges of a rectangle.
    private enum Edge: CaseIterable { case left, right, top, bottom }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        var edges: [ObjectIdentifier: (view: UIView, guide: UILayoutGuide, edges: Set<Edge>, constraints: [NSLayoutConstraint])] = [:]
        for constraint in context.hierarchy.activeConstraints where !constraint.headlessIsBroken {
            let pairs: [(AnyObject?, NSLayoutConstraint.Attribute, AnyObject?)] = [
                (constraint.firstItem, constraint.secondAttribute, constraint.secondItem),
                (constraint.secondItem, constraint.firstAttribute, constraint.firstItem),
            ]
            for (viewItem, guideAttribute, guideItem) in pairs {
                guard let view = viewItem as? UIView, let guide = guideItem as? UILayoutGuide,
                      let owner = guide.owningView, owner.safeAreaLayoutGuide === guide else { continue }
                let named = Self.edges(of: guideAttribute, rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
                var record = edges[ObjectIdentifier(view)] ?? (view, guide, [], [])
                record.edges.formUnion(named)
                record.constraints.append(constraint)
                edges[ObjectIdentifier(view)] = record
            }
        }
        return edges.values.compactMap { record -> LayoutFinding? in
            guard let entry = context.hierarchy.entry(of: record.view), entry.isVisible,
                  let owner = record.guide.owningView else { return nil }
            let safe = owner.convert(record.guide.layoutFrame, to: context.hierarchy.window)
            let frame = entry.windowFrame
            let outside = record.edges.filter { edge in
                switch edge {
                case .left: frame.minX < safe.minX - 0.5
                case .right: frame.maxX > safe.maxX + 0.5
                case .top: frame.minY < safe.minY - 0.5
                case .bottom: frame.maxY > safe.maxY + 0.5
                }
            }
            guard !outside.isEmpty else { return nil }
            let names = Edge.allCases.filter(outside.contains).map { "\($0)" }.joined(separator: ", ")
            return context.finding(
                .outsideSafeArea, [entry.audited], constraints: record.constraints.map(ConstraintReference.init),
                detail: "crosses the safe area's \(names) edge (safe area \(OutsideSuperviewCheck.describe(safe)) in the window)")
        }.sorted { $0.views[0].path < $1.views[0].path }
    }

    /// The edges a constraint on `attribute` of the guide holds the view to.
    private static func edges(of attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> Set<Edge> {
        switch attribute {
        case .left, .leftMargin: [.left]
        case .right, .rightMargin: [.right]
        case .leading, .leadingMargin: [rightToLeft ? .right : .left]
        case .trailing, .trailingMargin: [rightToLeft ? .left : .right]
        case .top, .topMargin: [.top]
        case .bottom, .bottomMargin: [.bottom]
        case .width, .centerX, .centerXWithinMargins: [.left, .right]
        case .height, .centerY, .centerYWithinMargins: [.top, .bottom]
        default: []
        }
    }
}
#endif
