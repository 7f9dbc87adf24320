#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Several edges of one view or layout guide, constrained together (<doc:AnchorRules#Collections>). Insets are
/// positive inwards. Constraints are made in the order leading (or left), trailing (or right),
/// centerX, top, bottom, centerY, each named `"<file>:<line> anchors.edges.<attribute>"`.
@MainActor public struct AnchorCollectionEdges {
    /// The view or layout guide.
    public let item: any LayoutItem
    /// The selected edges.
    public let edges: [LayoutEdge]

    init(_ item: any LayoutItem, edges: [LayoutEdge]) {
        self.item = item
        self.edges = edges
    }

    /// The same selection with leading turned into left and trailing into right.
    public func absolute() -> AnchorCollectionEdges {
        AnchorCollectionEdges(item, edges: edges.map(\.absolute))
    }

    /// Makes the constraints of the collection: each selected edge pinned or contained in
    /// `reference` (default: the container) per `alignment`, restricted to `axis`.
    func constrain(
        to reference: (any LayoutItem)?, insets: EdgeInsetValues, axis: NSLayoutConstraint.Axis?,
        alignment: Alignment, containedOnly: Bool = false, priority: UILayoutPriority, call: AnchorCall
    ) -> [NSLayoutConstraint] {
        if edges.contains(where: \.isAbsolute) && edges.contains(where: \.isDirectional) {
            call.report(.anchorInvalid, "the edges \(edges) mix leading/trailing with left/right, which UIKit cannot relate; nothing was created")
            return []
        }
        guard let reference = reference ?? AnchorFactory.container(of: item, call: call) else { return [] }
        let absolute = edges.contains(where: \.isAbsolute)
        var constraints: [NSLayoutConstraint?] = []
        if axis != .vertical {
            constraints += side(start: absolute ? .left : .leading, end: absolute ? .right : .trailing, center: .centerX,
                                alignment.horizontal.placements, containedOnly, reference, insets, priority, call)
        }
        if axis != .horizontal {
            constraints += side(start: .top, end: .bottom, center: .centerY,
                                alignment.vertical.placements, containedOnly, reference, insets, priority, call)
        }
        return ConstraintGroup.submit(constraints.compactMap { $0 }, call: call)
    }

    /// The constraints of one axis: start edge, end edge, centre — the edges that are selected.
    private func side(
        start: LayoutEdge, end: LayoutEdge, center: NSLayoutConstraint.Attribute,
        _ placements: (start: EdgePlacement, end: EdgePlacement, centers: Bool), _ containedOnly: Bool,
        _ reference: any LayoutItem, _ insets: EdgeInsetValues, _ priority: UILayoutPriority, _ call: AnchorCall
    ) -> [NSLayoutConstraint?] {
        var result: [NSLayoutConstraint?] = []
        for (edge, placement) in [(start, placements.start), (end, placements.end)] where edges.contains(edge) {
            let relation: NSLayoutConstraint.Relation = placement == .pinned && !containedOnly ? .equal : .greaterThanOrEqual
            result.append(AnchorFactory.inset(AnchorTerm(item: item, attribute: edge.attribute), from: reference,
                                              by: insets.value(for: edge), relation: relation, priority: priority, call: call))
        }
        if placements.centers, !containedOnly, edges.contains(start) || edges.contains(end) {
            result.append(AnchorFactory.make(AnchorTerm(item: item, attribute: center), .equal,
                                             AnchorTerm(item: reference, attribute: center), priority: priority, call: call))
        }
        return result
    }
}
