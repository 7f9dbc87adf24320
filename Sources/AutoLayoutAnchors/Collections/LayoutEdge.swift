#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// An edge of a view or layout guide, for selecting edges with `anchors.edges(_:)`.
public enum LayoutEdge: Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (follows the layout direction).
    case leading
    /// The trailing edge (follows the layout direction).
    case trailing
    /// The left edge (ignores the layout direction).
    case left
    /// The right edge (ignores the layout direction).
    case right

    /// The layout attribute of the edge.
    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .left: .left
        case .right: .right
        }
    }

    /// Whether the edge lies on the horizontal axis.
    var isHorizontal: Bool { self != .top && self != .bottom }

    /// Whether the edge is measured left to right whatever the layout direction.
    var isAbsolute: Bool { self == .left || self == .right }

    /// Whether the edge follows the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// The edge with leading turned into left and trailing into right.
    var absolute: LayoutEdge {
        switch self {
        case .leading: .left
        case .trailing: .right
        default: self
        }
    }
}

/// The Align guide's name for edge insets: `Insets(10)` insets every edge by 10.
public typealias Insets = UIEdgeInsets

extension UIEdgeInsets {
    /// Insets of `all` on every edge.
    public init(_ all: CGFloat) {
        self.init(top: all, left: all, bottom: all, right: all)
    }
}

/// Inset values of the four sides of an edge collection: `start` is leading or left, `end`
/// trailing or right, depending on the collection.
struct EdgeInsetValues: Equatable {
    var top: CGFloat
    var start: CGFloat
    var bottom: CGFloat
    var end: CGFloat

    init(top: CGFloat, start: CGFloat, bottom: CGFloat, end: CGFloat) {
        self.top = top
        self.start = start
        self.bottom = bottom
        self.end = end
    }

    /// Leading as start, trailing as end.
    init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: insets.top, start: insets.leading, bottom: insets.bottom, end: insets.trailing)
    }

    /// Left as start, right as end.
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, start: insets.left, bottom: insets.bottom, end: insets.right)
    }

    /// The same value on every side.
    init(_ all: CGFloat) {
        self.init(top: all, start: all, bottom: all, end: all)
    }

    /// The inset of `edge`.
    func value(for edge: LayoutEdge) -> CGFloat {
        switch edge {
        case .top: top
        case .bottom: bottom
        case .leading, .left: start
        case .trailing, .right: end
        }
    }
}
