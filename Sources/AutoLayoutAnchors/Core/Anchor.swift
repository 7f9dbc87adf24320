#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// One layout attribute of a view or layout guide, typed by its kind (`AnchorType`) and axis
/// (`AnchorAxis`) so that only meaningful constraints compile.
///
/// An anchor denotes `multiplier × attribute + offset`. Arithmetic (`anchor * 2 + 10`) changes
/// the multiplier and offset; the relation methods solve the resulting equation for the
/// receiver's attribute, so an expression may stand on either side.
@MainActor public struct Anchor<Type, Axis> {
    /// The view or layout guide.
    public let item: any LayoutItem
    /// The attribute of `item`.
    public let attribute: NSLayoutConstraint.Attribute
    /// The factor applied to the attribute; 1 unless the anchor was multiplied.
    public private(set) var multiplier: CGFloat = 1
    /// The amount added to the scaled attribute; 0 unless something was added.
    public private(set) var offset: CGFloat = 0

    init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The untyped form the constraint factory works on.
    var term: AnchorTerm { AnchorTerm(item: item, attribute: attribute, multiplier: multiplier, offset: offset) }

    /// The anchor with `offset` added.
    public static func + (anchor: Anchor, offset: CGFloat) -> Anchor {
        var result = anchor
        result.offset += offset
        return result
    }

    /// The anchor with `offset` subtracted.
    public static func - (anchor: Anchor, offset: CGFloat) -> Anchor {
        anchor + (-offset)
    }

    /// The anchor scaled by `multiplier`: both its multiplier and its offset are multiplied.
    public static func * (anchor: Anchor, multiplier: CGFloat) -> Anchor {
        var result = anchor
        result.multiplier *= multiplier
        result.offset *= multiplier
        return result
    }
}

/// `multiplier × item.attribute + offset`, without the phantom types.
struct AnchorTerm {
    let item: any LayoutItem
    let attribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat = 1
    var offset: CGFloat = 0
}
