#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A view or a layout guide: something with the eight anchors the DSL uses.
@MainActor protocol LayoutItem: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: LayoutItem {}

extension UILayoutGuide: LayoutItem {}

/// The attributes the DSL constrains.
enum LayoutAttribute: String, Sendable {
    case leading, centerX, trailing, top, centerY, bottom, width, height

    /// The quantity a constraint on this attribute of the constrained view controls.
    var role: ConstraintRole.Quantity {
        switch self {
        case .leading: .leading
        case .centerX: .centerX
        case .trailing: .trailing
        case .top: .top
        case .centerY: .centerY
        case .bottom: .bottom
        case .width: .width
        case .height: .height
        }
    }
}

/// One axis of a layout: the horizontal and vertical variants of every operation share one
/// implementation, parameterised by this value.
enum LayoutAxis: Sendable {
    case horizontal, vertical

    /// Leading or top.
    var start: LayoutAttribute { self == .horizontal ? .leading : .top }
    /// centerX or centerY.
    var center: LayoutAttribute { self == .horizontal ? .centerX : .centerY }
    /// Trailing or bottom.
    var end: LayoutAttribute { self == .horizontal ? .trailing : .bottom }
    /// Width or height.
    var dimension: LayoutAttribute { self == .horizontal ? .width : .height }
    /// The cross axis: vertical for horizontal, horizontal for vertical.
    var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// An attribute of a concrete item.
struct Anchor {
    let item: any LayoutItem
    let attribute: LayoutAttribute
}

/// A typed anchor; constraints are made only between anchors of the same kind.
enum TypedAnchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
    case dimension(NSLayoutDimension)
}

extension Anchor {
    /// The UIKit anchor of the attribute.
    @MainActor var typed: TypedAnchor {
        switch attribute {
        case .leading: .x(item.leadingAnchor)
        case .centerX: .x(item.centerXAnchor)
        case .trailing: .x(item.trailingAnchor)
        case .top: .y(item.topAnchor)
        case .centerY: .y(item.centerYAnchor)
        case .bottom: .y(item.bottomAnchor)
        case .width: .dimension(item.widthAnchor)
        case .height: .dimension(item.heightAnchor)
        }
    }
}

extension LayoutItem {
    /// The anchor of `attribute`.
    subscript(_ attribute: LayoutAttribute) -> Anchor { Anchor(item: self, attribute: attribute) }
}
