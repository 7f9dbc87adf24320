#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The anchorables of a horizontal and a vertical position.
public struct PointLayout: BaseLayout {
    /// The anchorable of the horizontal position.
    public var x: LayoutAnchorable
    /// The anchorable of the vertical position.
    public var y: LayoutAnchorable

    /// Creates a layout from two anchorables.
    public init(x: LayoutAnchorable, y: LayoutAnchorable) {
        self.x = x
        self.y = y
    }

    /// Creates a layout with both positions anchored to `all`.
    public init(_ all: LayoutAnchorable) { self.init(x: all, y: all) }

    /// A layout from two anchorables.
    public static func x(_ x: LayoutAnchorable, y: LayoutAnchorable) -> PointLayout { PointLayout(x: x, y: y) }
}

/// The anchorable of a horizontal position; its dimension is the width.
public struct XAxisLayout: SingleAxisLayout {
    /// The anchorable of the horizontal position.
    public var x: LayoutAnchorable

    /// Creates a layout from an anchorable.
    public init(x: LayoutAnchorable) { self.x = x }

    /// Creates a layout anchored to `all`.
    public init(_ all: LayoutAnchorable) { self.init(x: all) }

    /// The anchorable of the axis, `x`.
    public var anchorable: LayoutAnchorable { x }

    /// A layout from an anchorable.
    public static func x(_ x: LayoutAnchorable) -> XAxisLayout { XAxisLayout(x: x) }
}

/// The anchorable of a vertical position; its dimension is the height.
public struct YAxisLayout: SingleAxisLayout {
    /// The anchorable of the vertical position.
    public var y: LayoutAnchorable

    /// Creates a layout from an anchorable.
    public init(y: LayoutAnchorable) { self.y = y }

    /// Creates a layout anchored to `all`.
    public init(_ all: LayoutAnchorable) { self.init(y: all) }

    /// The anchorable of the axis, `y`.
    public var anchorable: LayoutAnchorable { y }

    /// A layout from an anchorable.
    public static func y(_ y: LayoutAnchorable) -> YAxisLayout { YAxisLayout(y: y) }
}
