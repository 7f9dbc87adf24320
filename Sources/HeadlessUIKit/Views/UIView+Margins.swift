#if !canImport(UIKit)
import Foundation

// Layout margins, the margins guide and the readable content guide (the GeometryGuides article, Layout margins and
// Readable content).
extension UIView {
    func applyLayoutMargins(_ newValue: UIEdgeInsets) {
        guard requestedMargins != .absolute(newValue) else { return }
        requestedMargins = .absolute(newValue)
        refreshDerivedGeometryOfSubtree()
    }

    func applyDirectionalLayoutMargins(_ newValue: NSDirectionalEdgeInsets) {
        guard requestedMargins != .directional(newValue) else { return }
        requestedMargins = .directional(newValue)
        refreshDerivedGeometryOfSubtree()
    }

    var resolvedDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        switch requestedMargins {
        case let .directional(insets): return insets
        case let .absolute(insets):
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: insets.top, leading: rtl ? insets.right : insets.left,
                                           bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
        }
    }

    var resolvedLayoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuide { return guide }
        let guide = makeEdgeGuide(identifier: "UIViewLayoutMarginsGuide") { "UIView-\($0)Margin-guide-constraint" }
        marginsGuide = guide
        refreshDerivedGeometry()
        return guide
    }

    /// The readable content guide (<doc:GeometryGuides#Readable-content>): centred in the margins guide, with its
    /// top and bottom, and `min(margins width, readable width)` wide. The width is three
    /// constraints rather than a constant read back from the last frame, so nothing feeds back
    /// when the guide's content needs more room [MODEL]: never wider than the margins guide,
    /// never wider than the readable width (required, so content that needs more breaks a
    /// constraint instead of widening the view round after round), and otherwise as wide as the
    /// margins guide, at priority 1 so that it never pulls on the view's own size.
    var resolvedReadableContentGuide: UILayoutGuide {
        if let guide = readableGuide { return guide }
        let margins = layoutMarginsGuide
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        let pairs: [(NSLayoutConstraint.Attribute, String)] = [(.centerX, "centerX"), (.top, "top"), (.bottom, "bottom")]
        for (attribute, name) in pairs {
            install(HeadlessGuideConstraint.make(guide, attribute, margins, attribute, "UIView-readableContentGuide-\(name)"))
        }
        let width = HeadlessAnchorSpec(item: guide, attribute: .width), marginsWidth = HeadlessAnchorSpec(item: margins, attribute: .width)
        let inside = HeadlessGuideConstraint(first: width, relation: .lessThanOrEqual, second: marginsWidth, multiplier: 1, constant: 0)
        inside.identifier = "UIView-readableContentGuide-width-inside"
        let readable = HeadlessGuideConstraint(first: width, relation: .lessThanOrEqual, second: nil, multiplier: 1, constant: readableContentWidth)
        readable.identifier = "UIView-readableContentGuide-width-max"
        let fill = HeadlessGuideConstraint(first: width, relation: .equal, second: marginsWidth, multiplier: 1, constant: 0)
        fill.identifier = "UIView-readableContentGuide-width"
        fill.priority = UILayoutPriority(1)
        for constraint in [inside, readable, fill] { install(constraint) }
        readableGuide = guide
        refreshDerivedGeometry()
        return guide
    }

    /// The margins in effect, as absolute insets: the requested margins, measured from the
    /// safe area when `insetsLayoutMarginsFromSafeArea`, and widened to the superview's where
    /// `preservesSuperviewLayoutMargins`, on the axes in `preservedMarginAxes`
    /// (<doc:GeometryGuides#Layout-margins>).
    func computeEffectiveMargins() -> UIEdgeInsets {
        var margins = owningViewController?.rootMargins(requested: layoutMargins) ?? layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = storedSafeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview = storedSuperview {
            // The superview's margin reaches from its edge inwards; a view that sticks out past
            // that edge meets all of it, never more, so its margin cannot grow with how far it
            // sticks out (which would feed back into its own size) [MODEL].
            let theirs = superview.effectiveMargins
            let distance = distancesToSuperviewEdges(superview)
            func preserved(_ mine: CGFloat, _ theirs: CGFloat, _ distance: CGFloat) -> CGFloat {
                max(mine, theirs - max(distance, 0))
            }
            if preservedMarginAxes.contains(.horizontal) {
                margins.left = preserved(margins.left, theirs.left, distance.left)
                margins.right = preserved(margins.right, theirs.right, distance.right)
            }
            if preservedMarginAxes.contains(.vertical) {
                margins.top = preserved(margins.top, theirs.top, distance.top)
                margins.bottom = preserved(margins.bottom, theirs.bottom, distance.bottom)
            }
        }
        return margins
    }

    /// Absolute insets for requested margins, under the current layout direction.
    func absoluteInsets(_ margins: HeadlessRequestedMargins) -> UIEdgeInsets {
        switch margins {
        case let .absolute(insets): return insets
        case let .directional(insets):
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(top: insets.top, left: rtl ? insets.trailing : insets.leading,
                                bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing)
        }
    }

    /// How far each edge of the view's frame lies inside the superview's bounds.
    func distancesToSuperviewEdges(_ superview: UIView) -> UIEdgeInsets {
        let frame = storedFrame, bounds = superview.bounds
        return UIEdgeInsets(top: frame.minY - bounds.minY, left: frame.minX - bounds.minX,
                            bottom: bounds.maxY - frame.maxY, right: bounds.maxX - frame.maxX)
    }

    /// Adds a guide held to the bounds by four edge constraints named by `name(edge)`.
    func makeEdgeGuide(identifier: String, name: (String) -> String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        for (attribute, edge) in [(NSLayoutConstraint.Attribute.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom")] {
            install(HeadlessGuideConstraint.make(guide, attribute, self, attribute, name(edge)))
        }
        return guide
    }

    /// Sets the constants of an edge guide's constraints to `insets`.
    func apply(_ insets: UIEdgeInsets, to guide: UILayoutGuide?) {
        guard let guide else { return }
        for case let constraint as HeadlessGuideConstraint in unlistedConstraints where constraint.firstItem === guide {
            switch constraint.firstAttribute {
            case .left: constraint.constant = insets.left
            case .right: constraint.constant = -insets.right
            case .top: constraint.constant = insets.top
            case .bottom: constraint.constant = -insets.bottom
            default: break
            }
        }
    }

    /// Moves the readable guide's width limit to the readable width of the current traits.
    func applyReadableWidth() {
        guard let guide = readableGuide else { return }
        let readableWidth = readableContentWidth
        for case let constraint as HeadlessGuideConstraint in unlistedConstraints
        where constraint.firstItem === guide && constraint.firstAttribute == .width && constraint.secondItem == nil {
            constraint.constant = readableWidth
        }
    }
}

extension HeadlessGuideConstraint {
    /// `guide.attribute == item.attribute2 + 0`, named `identifier`.
    static func make(_ guide: UILayoutGuide, _ attribute: NSLayoutConstraint.Attribute, _ item: AnyObject,
                     _ attribute2: NSLayoutConstraint.Attribute, _ identifier: String) -> HeadlessGuideConstraint {
        let constraint = HeadlessGuideConstraint(
            first: HeadlessAnchorSpec(item: guide, attribute: attribute), relation: .equal,
            second: HeadlessAnchorSpec(item: item, attribute: attribute2), multiplier: 1, constant: 0)
        constraint.identifier = identifier
        return constraint
    }
}
#endif
