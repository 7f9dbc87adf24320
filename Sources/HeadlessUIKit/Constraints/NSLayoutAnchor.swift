#if !canImport(UIKit)
import Foundation

/// An edge, centre or size of a view or layout guide, for making constraints
/// (<doc:Constraints#Anchors>). Every factory returns an **inactive** constraint.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let headlessSpec: HeadlessAnchorSpec

    init(headlessSpec: HeadlessAnchorSpec) {
        self.headlessSpec = headlessSpec
        super.init()
    }

    func headlessMake(_ relation: NSLayoutConstraint.Relation, _ other: HeadlessAnchorSpec?, multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: headlessSpec, relation: relation, second: other, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        headlessMake(.equal, anchor.headlessSpec)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        headlessMake(.greaterThanOrEqual, anchor.headlessSpec)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        headlessMake(.lessThanOrEqual, anchor.headlessSpec)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.equal, anchor.headlessSpec, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.greaterThanOrEqual, anchor.headlessSpec, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.lessThanOrEqual, anchor.headlessSpec, constant: c)
    }

    /// As UIKit's debugger prints anchors: `<NSLayoutXAxisAnchor "UIView:0x2.leading">`.
    nonisolated open override var description: String {
        return MainActor.assumeIsolated {
            "<\(HeadlessTypeNames.name(of: type(of: self))) \"\(headlessSpec.headlessDescription)\">"
        }
    }
}

/// The system spacing between sibling views: 8 points (<doc:Constraints#Anchors>).
let headlessSystemSpacing: CGFloat = 8

/// A horizontal position anchor: left, right, leading, trailing or centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The horizontal distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(headlessSpec: HeadlessAnchorSpec(from: headlessSpec, to: otherAnchor.headlessSpec))
    }

    /// `self == anchor + multiplier × system spacing`: the receiver trails `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        headlessMake(.equal, anchor.headlessSpec, constant: headlessSystemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        headlessMake(.greaterThanOrEqual, anchor.headlessSpec, constant: headlessSystemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        headlessMake(.lessThanOrEqual, anchor.headlessSpec, constant: headlessSystemSpacing * multiplier)
    }
}

/// A vertical position anchor: top, bottom, centre Y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The vertical distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(headlessSpec: HeadlessAnchorSpec(from: headlessSpec, to: otherAnchor.headlessSpec))
    }

    /// `self == anchor + multiplier × system spacing`: the receiver is below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        headlessMake(.equal, anchor.headlessSpec, constant: headlessSystemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        headlessMake(.greaterThanOrEqual, anchor.headlessSpec, constant: headlessSystemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        headlessMake(.lessThanOrEqual, anchor.headlessSpec, constant: headlessSystemSpacing * multiplier)
    }
}

/// A size anchor: width, height, or the distance made by `anchorWithOffset(to:)`.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.equal, nil, constant: c)
    }

    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        headlessMake(.equal, anchor.headlessSpec, multiplier: m)
    }

    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        headlessMake(.greaterThanOrEqual, anchor.headlessSpec, multiplier: m)
    }

    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        headlessMake(.lessThanOrEqual, anchor.headlessSpec, multiplier: m)
    }

    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.equal, anchor.headlessSpec, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.greaterThanOrEqual, anchor.headlessSpec, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        headlessMake(.lessThanOrEqual, anchor.headlessSpec, multiplier: m, constant: c)
    }
}
#endif
