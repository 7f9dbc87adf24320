#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ConstraintRecipe {
    /// Constrains V on `axis` as `request` asks (<doc:LayoutOperations#The-cross-axis>). `refs` are the
    /// main-axis anchorables V is pinned to; layouts resolve in `target` (initially S).
    mutating func constrainCrossAxis(
        _ axis: LayoutAxis, _ request: AxisRequest, refs: [LayoutAnchorable], insets: NSDirectionalEdgeInsets,
        qualifier: String?, in target: UIView?, insideAttached: Bool = false
    ) {
        func edge(_ attribute: LayoutAttribute, _ anchorable: LayoutAnchorable, contained: Bool) {
            guard let reference = resolve(anchorable, in: target, for: Self.detail(qualifier, attribute)) else { return }
            inset(attribute, from: reference, by: insets[attribute], contained: contained, qualifier: qualifier)
        }
        switch request.operation {
        case .none:
            return
        case .defaultLayout:
            var substitute = LayoutDefaults.request(for: axis, excludingAttached: insideAttached)
            substitute.isConstrained = substitute.isConstrained && request.isConstrained
            constrainCrossAxis(axis, substitute, refs: refs, insets: insets, qualifier: qualifier, in: target, insideAttached: insideAttached)
        case let .attached(inner):
            let targets = refs.compactMap { $0.targetView(base: base) }
            let attachedTarget = targets.first { $0 !== base } ?? targets.first ?? target
            var next = inner ?? LayoutDefaults.request(for: axis, excludingAttached: true)
            next.isConstrained = next.isConstrained && request.isConstrained
            constrainCrossAxis(axis, next, refs: refs, insets: insets, qualifier: qualifier, in: attachedTarget, insideAttached: true)
        case let .fill(layout):
            let pair = usable(layout, refs: refs, in: target)
            edge(axis.start, pair.start, contained: false)
            edge(axis.end, pair.end, contained: false)
        case let .center(centered):
            let center = centered?.center ?? usable(nil, refs: refs, in: target).start
            let detail = Self.detail(qualifier, axis.center)
            if let reference = resolve(center, in: target, for: detail) {
                relate(reference[axis.center], .equal, view[axis.center], constant: 0, role: .controlling(axis.center.role), detail: detail)
            }
            guard request.isConstrained else { return }
            let pair = usable(centered?.fill, refs: refs, in: target)
            edge(axis.start, pair.start, contained: true)
            edge(axis.end, pair.end, contained: true)
        case let .start(layout):
            let pair = usable(layout, refs: refs, in: target)
            edge(axis.start, pair.start, contained: false)
            if request.isConstrained { edge(axis.end, pair.end, contained: true) }
        case let .end(layout):
            let pair = usable(layout, refs: refs, in: target)
            edge(axis.end, pair.end, contained: false)
            if request.isConstrained { edge(axis.start, pair.start, contained: true) }
        }
    }

    /// The layout to use when the request names none: the first main-axis reference when it
    /// targets `target` (so a top pinned to the safe area also spans its width), else `.default`.
    private func usable(_ layout: AxisPair?, refs: [LayoutAnchorable], in target: UIView?) -> AxisPair {
        if let layout { return layout }
        if let first = refs.first, let target, first.targetView(base: base) === target {
            return AxisPair(first.retargeted(to: target))
        }
        return AxisPair(.default)
    }
}
