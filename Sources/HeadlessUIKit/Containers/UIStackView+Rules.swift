#if !canImport(UIKit)
import Foundation

/// The attributes of a stack's two directions: along the axis and across it.
struct HeadlessStackAttributes {
    let leading, trailing, size, center: NSLayoutConstraint.Attribute
    let acrossLeading, acrossTrailing, acrossSize, acrossCenter: NSLayoutConstraint.Attribute

    init(axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            (acrossLeading, acrossTrailing, acrossSize, acrossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (acrossLeading, acrossTrailing, acrossSize, acrossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }
}

// The constraints a stack view generates (the StackViews article, Generated constraints and Hidden views), horizontal
// names in comments: for a vertical stack leading/trailing/width/centerX read top/bottom/height/centerY and back.
extension UIStackView {
    /// The system spacing: 8 points (<doc:StackViews#Arrangement>).
    static let systemSpacing: CGFloat = 8

    /// Rebuilds the arrangement: generates the rules and applies them, creating or dropping the
    /// internal guides they need.
    func updateArrangement() {
        var builder = HeadlessStackRuleBuilder(stack: self)
        builder.build()
        apply(builder.rules)
        if !builder.usesSpanner, let spanner = spannerGuide {
            removeLayoutGuide(spanner)
            spannerGuide = nil
        }
        while gapGuides.count > builder.gapCount {
            removeLayoutGuide(gapGuides.removeLast())
        }
    }

    /// The alignment in effect: baseline alignments mean `.fill` in vertical stacks, where UIKit
    /// documents them as invalid [MODEL].
    var effectiveAlignment: UIStackView.Alignment {
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { return .fill }
        return alignment
    }

    /// A spacing value as points: `spacingUseSystem` is 8, `spacingUseDefault` 0.
    static func resolvedSpacing(_ value: CGFloat) -> CGFloat {
        if value == spacingUseSystem { return systemSpacing }
        if value == spacingUseDefault || !value.isFinite { return 0 }
        return value
    }

    /// The gap after arranged view `index` (<doc:StackViews#Hidden-views>): its custom spacing or `spacing`
    /// when the next view is visible and some view up to `index` is visible; else 0.
    func gap(after index: Int) -> CGFloat {
        let views = storedArrangedSubviews
        guard index + 1 < views.count, !views[index + 1].isHidden,
              views[...index].contains(where: { !$0.isHidden }) else { return 0 }
        if let custom = storedCustomSpacing[ObjectIdentifier(views[index])] {
            return UIStackView.resolvedSpacing(custom)
        }
        return UIStackView.resolvedSpacing(spacing)
    }

    /// The internal spanner guide, added on first use.
    func spanner() -> UILayoutGuide {
        if let guide = spannerGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-alignment-spanner"
        addLayoutGuide(guide)
        spannerGuide = guide
        return guide
    }

    /// The internal gap guide number `index`, added on first use.
    func gapGuide(_ index: Int) -> UILayoutGuide {
        while gapGuides.count <= index {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides[index]
    }
}

/// Collects the rules of one arrangement.
@MainActor struct HeadlessStackRuleBuilder {
    let stack: UIStackView
    let views: [UIView]
    let visible: [Int]
    let a: HeadlessStackAttributes
    /// The canvas: the stack, or its margins guide for a margin-relative arrangement.
    let canvas: AnyObject
    private(set) var rules: [HeadlessStackRule] = []
    private(set) var usesSpanner = false
    private(set) var gapCount = 0

    init(stack: UIStackView) {
        self.stack = stack
        let views = stack.storedArrangedSubviews
        self.views = views
        visible = views.indices.filter { !views[$0].isHidden }
        a = HeadlessStackAttributes(axis: stack.axis)
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    private mutating func add(
        _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000
    ) {
        rules.append(HeadlessStackRule(
            identifier: identifier, first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
            constant: constant, priority: UILayoutPriority(priority)))
    }

    mutating func build() {
        guard let v0 = views.first else { return }
        let first = visible.first.map { views[$0] } ?? v0
        let last = visible.last.map { views[$0] } ?? views[views.count - 1]
        // C.leading == V0.leading, Vn.trailing == C.trailing (first and last visible).
        add("UISV-canvas-connection", canvas, a.leading, .equal, first, a.leading)
        add("UISV-canvas-connection", last, a.trailing, .equal, canvas, a.trailing)
        buildAcross(v0)
        buildSpacing()
        buildDistribution()
        for view in views where view.isHidden {
            add("UISV-hiding", view, a.size, .equal, nil, .notAnAttribute)
        }
    }

    /// Canvas connections, alignment, spanner and fitting constraints across the axis.
    private mutating func buildAcross(_ v0: UIView) {
        let alignment = stack.effectiveAlignment
        if alignment == .center, views.count == 1 {
            // A single centred view: no spanner.
            add("UISV-canvas-connection", canvas, a.acrossLeading, .lessThanOrEqual, v0, a.acrossLeading)
            add("UISV-canvas-connection", v0, a.acrossTrailing, .lessThanOrEqual, canvas, a.acrossTrailing)
            add("UISV-canvas-connection", canvas, a.acrossCenter, .equal, v0, a.acrossCenter)
            add("UISV-canvas-fit", canvas, a.acrossSize, .equal, nil, .notAnAttribute, priority: 49)
            add("UISV-ambiguity-suppression", v0, a.acrossSize, .equal, nil, .notAnAttribute, priority: 25)
            return
        }
        guard alignment != .fill else {
            add("UISV-canvas-connection", canvas, a.acrossLeading, .equal, v0, a.acrossLeading)
            add("UISV-canvas-connection", v0, a.acrossTrailing, .equal, canvas, a.acrossTrailing)
            for view in views.dropFirst() {
                add("UISV-alignment", v0, a.acrossLeading, .equal, view, a.acrossLeading)
                add("UISV-alignment", v0, a.acrossTrailing, .equal, view, a.acrossTrailing)
            }
            return
        }
        usesSpanner = true
        let spanner = stack.spanner()
        switch alignment {
        case .leading:
            add("UISV-canvas-connection", canvas, a.acrossLeading, .equal, v0, a.acrossLeading)
            add("UISV-canvas-connection", spanner, a.acrossTrailing, .equal, canvas, a.acrossTrailing)
        case .trailing:
            add("UISV-canvas-connection", canvas, a.acrossLeading, .equal, spanner, a.acrossLeading)
            add("UISV-canvas-connection", v0, a.acrossTrailing, .equal, canvas, a.acrossTrailing)
        case .lastBaseline:
            add("UISV-canvas-connection", canvas, a.acrossLeading, .equal, spanner, a.acrossLeading)
            add("UISV-canvas-connection", v0, a.acrossTrailing, .lessThanOrEqual, canvas, a.acrossTrailing)
        default: // center, firstBaseline
            add("UISV-canvas-connection", canvas, a.acrossLeading, .equal, spanner, a.acrossLeading)
            add("UISV-canvas-connection", spanner, a.acrossTrailing, .equal, canvas, a.acrossTrailing)
            if alignment == .center {
                add("UISV-canvas-connection", canvas, a.acrossCenter, .equal, v0, a.acrossCenter)
            }
        }
        let aligned: [NSLayoutConstraint.Attribute] = switch alignment {
        case .leading: [a.acrossLeading]
        case .center: [a.acrossCenter]
        case .trailing: [a.acrossTrailing]
        case .firstBaseline: [.firstBaseline]
        default: [.lastBaseline]
        }
        for view in views.dropFirst() {
            for attribute in aligned { add("UISV-alignment", v0, attribute, .equal, view, attribute) }
        }
        for index in visible {
            let view = views[index]
            switch alignment {
            case .leading:
                add("UISV-spanning-boundary", spanner, a.acrossLeading, .equal, view, a.acrossLeading, priority: 999.5)
                add("UISV-spanning-boundary", spanner, a.acrossTrailing, .greaterThanOrEqual, view, a.acrossTrailing)
            case .trailing:
                add("UISV-spanning-boundary", spanner, a.acrossLeading, .lessThanOrEqual, view, a.acrossLeading)
                add("UISV-spanning-boundary", spanner, a.acrossTrailing, .equal, view, a.acrossTrailing, priority: 999.5)
            default:
                add("UISV-spanning-boundary", spanner, a.acrossLeading, .lessThanOrEqual, view, a.acrossLeading)
                add("UISV-spanning-boundary", spanner, a.acrossTrailing, .greaterThanOrEqual, view, a.acrossTrailing)
            }
        }
        add("UISV-spanning-fit", spanner, a.acrossSize, .equal, nil, .notAnAttribute, priority: 51)
        if alignment == .firstBaseline || alignment == .lastBaseline {
            add("UISV-canvas-fit", canvas, a.acrossSize, .equal, nil, .notAnAttribute, priority: 49)
        }
        for view in views {
            add("UISV-ambiguity-suppression", view, a.acrossSize, .equal, nil, .notAnAttribute, priority: 25)
        }
    }

    /// `V(i+1).leading == Vi.trailing + gap` (`≥` for the equal distributions); baseline to
    /// baseline in baseline-relative vertical stacks.
    private mutating func buildSpacing() {
        let relation: NSLayoutConstraint.Relation = switch stack.distribution {
        case .equalSpacing, .equalCentering: .greaterThanOrEqual
        default: .equal
        }
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        for index in views.indices.dropLast() {
            let gap = stack.gap(after: index)
            if baselines {
                add("UISV-spacing", views[index + 1], .firstBaseline, relation, views[index], .lastBaseline, constant: gap)
            } else {
                add("UISV-spacing", views[index + 1], a.leading, relation, views[index], a.trailing, constant: gap)
            }
        }
    }

    /// The distribution's own constraints over the visible views.
    private mutating func buildDistribution() {
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            guard let first = visible.first else { return }
            for index in visible.dropFirst() {
                add("UISV-fill-equally", views[index], a.size, .equal, views[first], a.size)
            }
        case .fillProportionally:
            buildProportions()
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            let edge = centering ? a.center : a.trailing
            let nextEdge = centering ? a.center : a.leading
            for (k, pair) in zip(visible, visible.dropFirst()).enumerated() {
                let gap = stack.gapGuide(k)
                add("UISV-distributing-edge", gap, a.leading, .equal, views[pair.0], edge)
                add("UISV-distributing-edge", gap, a.trailing, .equal, views[pair.1], nextEdge)
                if k > 0 {
                    add("UISV-fill-equally", gap, a.size, .equal, stack.gapGuide(0), a.size,
                        priority: centering ? 149 : 1000)
                }
            }
            gapCount = max(0, visible.count - 1)
        }
    }

    /// `Vi.width == m_i × stack.width` at 999 − i, `m_i = intrinsic_i / (Σ intrinsic + Σ spacing)`.
    /// The share is of the stack's whole length even when the arrangement is margin-relative, as
    /// iOS lays it out: in a 200-point stack with 10-point margins, views of intrinsic widths 25
    /// and 75 get 50 (a quarter of 200) and the rest, 130.
    private mutating func buildProportions() {
        let sizes = visible.map { index -> CGFloat in
            let intrinsic = views[index].intrinsicContentSize
            let value = stack.axis == .horizontal ? intrinsic.width : intrinsic.height
            return value.isFinite && value > 0 ? value : 0
        }
        let spacing = views.indices.dropLast().map { stack.gap(after: $0) }.reduce(0, +)
        let total = sizes.reduce(0, +) + spacing
        guard total > 0 else { return }
        for (index, size) in zip(visible, sizes) {
            add("UISV-fill-proportionally", views[index], a.size, .equal, stack, a.size,
                multiplier: size / total, priority: max(1, 999 - Float(index)))
        }
    }
}
#endif
