#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The anchorables of the leading and trailing edges.
public struct HorizontalAxisLayout: BaseLayout {
    /// The anchorable of the leading edge.
    public var leading: LayoutAnchorable
    /// The anchorable of the trailing edge.
    public var trailing: LayoutAnchorable

    /// Creates a layout from two anchorables.
    public init(leading: LayoutAnchorable, trailing: LayoutAnchorable) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Creates a layout with both edges anchored to `all`.
    public init(_ all: LayoutAnchorable) { self.init(leading: all, trailing: all) }

    /// A layout from two anchorables.
    public static func leading(_ leading: LayoutAnchorable, trailing: LayoutAnchorable) -> HorizontalAxisLayout {
        HorizontalAxisLayout(leading: leading, trailing: trailing)
    }
}

/// The anchorables of the top and bottom edges.
public struct VerticalAxisLayout: BaseLayout {
    /// The anchorable of the top edge.
    public var top: LayoutAnchorable
    /// The anchorable of the bottom edge.
    public var bottom: LayoutAnchorable

    /// Creates a layout from two anchorables.
    public init(top: LayoutAnchorable, bottom: LayoutAnchorable) {
        self.top = top
        self.bottom = bottom
    }

    /// Creates a layout with both edges anchored to `all`.
    public init(_ all: LayoutAnchorable) { self.init(top: all, bottom: all) }

    /// A layout from two anchorables.
    public static func top(_ top: LayoutAnchorable, bottom: LayoutAnchorable) -> VerticalAxisLayout {
        VerticalAxisLayout(top: top, bottom: bottom)
    }
}

/// The two edge anchorables of one axis, whichever axis it is.
struct AxisPair: Equatable, Sendable {
    var start: LayoutAnchorable
    var end: LayoutAnchorable

    /// Both edges anchored to `all`.
    init(_ all: LayoutAnchorable) { self.init(start: all, end: all) }

    init(start: LayoutAnchorable, end: LayoutAnchorable) {
        self.start = start
        self.end = end
    }
}

/// A two-edge layout seen independently of its axis.
protocol AxisPairLayout: BaseLayout {
    var pair: AxisPair { get }
}

extension HorizontalAxisLayout: AxisPairLayout {
    var pair: AxisPair { AxisPair(start: leading, end: trailing) }
}

extension VerticalAxisLayout: AxisPairLayout {
    var pair: AxisPair { AxisPair(start: top, end: bottom) }
}
