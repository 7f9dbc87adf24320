#if !canImport(UIKit)
import Foundation

/// An edge, centre or size of a view or layout guide, for making constraints
/// (<doc:Constraints#Anchors>). Every factory returns an **inactive** constraint.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let anchorSpec: HeadlessAnchorSpec

    init(anchorSpec: HeadlessAnchorSpec) {
        self.anchorSpec = anchorSpec
        super.init()
    }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, _ other: HeadlessAnchorSpec?, multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: anchorSpec, relation: relation, second: other, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.anchorSpec)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.anchorSpec)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.anchorSpec)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.anchorSpec, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.anchorSpec, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.anchorSpec, constant: c)
    }

    /// As UIKit's debugger prints anchors: `<NSLayoutXAxisAnchor "UIView:0x2.leading">`.
    nonisolated open override var description: String {
        return MainActor.assumeIsolated {
            "<\(HeadlessTypeNames.name(of: type(of: self))) \"\(anchorSpec.descriptionText)\">"
        }
    }
}

/// The system spacing between sibling views: 8 points (<doc:Constraints#Anchors>).
let systemSpacing: CGFloat = 8

/// A horizontal position anchor: left, right, leading, trailing or centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The horizontal distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(anchorSpec: HeadlessAnchorSpec(from: anchorSpec, to: otherAnchor.anchorSpec))
    }

    /// `self == anchor + multiplier × system spacing`: the receiver trails `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.anchorSpec, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.anchorSpec, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.anchorSpec, constant: systemSpacing * multiplier)
    }
}

/// A vertical position anchor: top, bottom, centre Y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The vertical distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(anchorSpec: HeadlessAnchorSpec(from: anchorSpec, to: otherAnchor.anchorSpec))
    }

    /// `self == anchor + multiplier × system spacing`: the receiver is below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.anchorSpec, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.anchorSpec, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.anchorSpec, constant: systemSpacing * multiplier)
    }
}

/// A size anchor: width, height, or the distance made by `anchorWithOffset(to:)`.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, nil, constant: c)
    }

    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.anchorSpec, multiplier: m)
    }

    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.anchorSpec, multiplier: m)
    }

    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.anchorSpec, multiplier: m)
    }

    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.anchorSpec, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.anchorSpec, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.anchorSpec, multiplier: m, constant: c)
    }
}
#endif
