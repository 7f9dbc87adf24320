#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

/// What must hold after every layout pass, whatever the sequence did.
@MainActor enum FuzzInvariants {
    /// The first broken invariant after a layout pass that logged `entries`, or nil.
    static func violation(in world: FuzzWorld, entries: [HeadlessLogEntry]) -> String? {
        if let loop = entries.first(where: { $0.category == .layoutLoop }) { return "the pass did not settle: \(loop.message)" }
        // Views outside the window belong to detached hierarchies nobody laid out.
        for view in world.parents {
            let guides = [view.safeAreaLayoutGuide, view.layoutMarginsGuide] + view.layoutGuides
            for (what, rect) in [("frame", view.frame), ("bounds", view.bounds)] + guides.map({ ("guide \($0.identifier)", $0.layoutFrame) })
            where ![rect.minX, rect.minY, rect.width, rect.height].allSatisfy({ $0.isFinite }) {
                return "\(what) of \(world.name(view)) is not finite: \(rect)"
            }
            for constraint in view.constraints where constraint.isActive {
                if let message = violation(of: constraint, in: world) { return message }
            }
        }
        return nil
    }

    /// What a layout whose pass hit the round limit does over further passes.
    enum Continuation {
        /// It settles: a feedback between frames and the insets they give (a view positioned by
        /// its own safe area, say) that needs more rounds than one pass runs.
        case settles
        /// It keeps changing without repeating itself: constraints that feed their own growth.
        /// UIKit lays such a layout out forever; the model stops after its round limit.
        case keepsChanging
        /// It comes back to a state it left: an arbitrary choice flipping back and forth, which
        /// is a defect of the model, never of the constraints.
        case oscillates
    }

    /// Lays the window out up to 40 more times, comparing every held view's frame in the window.
    static func continuation(of world: FuzzWorld) -> Continuation {
        func state() -> [CGRect] {
            world.parents.map { view in view.superview?.convert(view.frame, to: nil) ?? view.frame }
        }
        var seen = [state()]
        for _ in 0..<40 {
            world.window.setNeedsLayout()
            _ = HeadlessLog.capture { world.window.layoutIfNeeded() }
            let now = state()
            if now == seen.last { return .settles }
            if seen.dropLast().contains(now) { return .oscillates }
            seen.append(now)
        }
        return .keepsChanging
    }

    /// Whether an app constraint that is required, active and not broken holds to within pixel
    /// rounding. Constraints whose numbers the engine clamps, whose position multiplier is not
    /// 1, that relate distances between anchors, that name baselines, a scroll view's content
    /// area or a right-to-left layout, or an item whose size was clamped at zero, are left out:
    /// frames alone cannot check them.
    private static func violation(of constraint: NSLayoutConstraint, in world: FuzzWorld) -> String? {
        guard type(of: constraint) == NSLayoutConstraint.self, constraint.priority == .required, !constraint.headlessIsBroken,
              abs(constraint.constant) <= 1e8, abs(constraint.multiplier) <= 1e8 else { return nil }
        // Distances between two anchors (`anchorWithOffset(to:)`) print as `<… "(a - b)">`.
        let anchors = [constraint.firstAnchor.description] + [constraint.secondAnchor?.description].compactMap { $0 }
        guard !anchors.contains(where: { $0.contains("\"(") }) else { return nil }
        let attributes = [constraint.firstAttribute, constraint.secondAttribute]
        guard !attributes.contains(where: { [.firstBaseline, .lastBaseline].contains($0) }) else { return nil }
        let isDimension = [.width, .height].contains(constraint.firstAttribute)
        guard isDimension || constraint.multiplier == 1 else { return nil }
        guard let first = rect(of: constraint.firstItem, attribute: constraint.firstAttribute) else { return nil }
        var second: CGFloat = 0
        if let item = constraint.secondItem {
            guard let rect = rect(of: item, attribute: constraint.secondAttribute) else { return nil }
            if [first.rect, rect.rect].contains(where: { $0.width == 0 || $0.height == 0 }) { return nil }
            if touchesContentArea(constraint) || first.rightToLeft || rect.rightToLeft { return nil }
            second = value(rect.rect, constraint.secondAttribute)
        } else if first.rect.width == 0 || first.rect.height == 0 {
            return nil
        }
        let lhs = value(first.rect, constraint.firstAttribute)
        let rhs = constraint.multiplier * second + constraint.constant
        // Solved values are clamped to the engine's limit of 10⁸ points; near it, frames show the
        // clamp rather than the constraint.
        guard max(abs(lhs), abs(rhs), abs(second)) < 5e7 else { return nil }
        let scale = world.window.traitCollection.displayScale
        // Each side is off by at most a pixel from rounding; a multiplier scales its side's error.
        let tolerance = (1 + abs(constraint.multiplier)) / max(scale, 1) + 1e-6
        let holds = switch constraint.relation {
        case .equal: abs(lhs - rhs) <= tolerance
        case .lessThanOrEqual: lhs <= rhs + tolerance
        case .greaterThanOrEqual: lhs >= rhs - tolerance
        @unknown default: true
        }
        return holds ? nil : "required constraint does not hold (\(lhs) vs \(rhs)): \(constraint)"
    }

    /// An item's alignment rectangle (its margins for margin attributes) in window coordinates.
    private static func rect(of item: AnyObject?, attribute: NSLayoutConstraint.Attribute) -> (rect: CGRect, rightToLeft: Bool)? {
        let margins: [NSLayoutConstraint.Attribute] = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        if let view = item as? UIView {
            if margins.contains(attribute) { return rect(of: view.layoutMarginsGuide, attribute: .notAnAttribute) }
            let frame = view.superview?.convert(view.frame, to: nil) ?? view.frame
            return (view.alignmentRect(forFrame: frame), view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            return (owner.convert(guide.layoutFrame, to: nil), owner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        return nil
    }

    private static func value(_ rect: CGRect, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: rect.minX
        case .right, .trailing, .rightMargin, .trailingMargin: rect.maxX
        case .top, .topMargin: rect.minY
        case .bottom, .bottomMargin: rect.maxY
        case .centerX, .centerXWithinMargins: rect.midX
        case .centerY, .centerYWithinMargins: rect.midY
        case .width: rect.width
        case .height: rect.height
        default: 0
        }
    }

    /// Whether the constraint relates a view inside a scroll view to the scroll view's edges,
    /// which then mean its content area.
    private static func touchesContentArea(_ constraint: NSLayoutConstraint) -> Bool {
        let views = [constraint.firstItem, constraint.secondItem].compactMap { ($0 as? UIView) ?? ($0 as? UILayoutGuide)?.owningView }
        return views.contains { candidate in
            candidate is UIScrollView && views.contains { $0 !== candidate && $0.isDescendant(of: candidate) }
        }
    }
}
#endif
