#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Four anchorables, one per edge: what a view fills.
public struct BoxLayout: BaseLayout {
    /// The anchorable of the top edge.
    public var top: LayoutAnchorable
    /// The anchorable of the leading edge.
    public var leading: LayoutAnchorable
    /// The anchorable of the bottom edge.
    public var bottom: LayoutAnchorable
    /// The anchorable of the trailing edge.
    public var trailing: LayoutAnchorable

    /// Creates a box from four anchorables.
    public init(top: LayoutAnchorable, leading: LayoutAnchorable, bottom: LayoutAnchorable, trailing: LayoutAnchorable) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates a box with every edge anchored to `all`.
    public init(_ all: LayoutAnchorable) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// A box from a horizontal and a vertical layout.
    public static func horizontally(_ horizontal: HorizontalAxisLayout, vertically vertical: VerticalAxisLayout) -> BoxLayout {
        BoxLayout(top: vertical.top, leading: horizontal.leading, bottom: vertical.bottom, trailing: horizontal.trailing)
    }

    /// A box from four anchorables.
    public static func top(_ top: LayoutAnchorable, leading: LayoutAnchorable, bottom: LayoutAnchorable, trailing: LayoutAnchorable) -> BoxLayout {
        BoxLayout(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// A box with its own top and every other edge anchored to `others`.
    public static func top(_ top: LayoutAnchorable, others: LayoutAnchorable) -> BoxLayout {
        BoxLayout(top: top, leading: others, bottom: others, trailing: others)
    }

    /// A box with its own leading edge and every other edge anchored to `others`.
    public static func leading(_ leading: LayoutAnchorable, others: LayoutAnchorable) -> BoxLayout {
        BoxLayout(top: others, leading: leading, bottom: others, trailing: others)
    }

    /// A box with its own bottom and every other edge anchored to `others`.
    public static func bottom(_ bottom: LayoutAnchorable, others: LayoutAnchorable) -> BoxLayout {
        BoxLayout(top: others, leading: others, bottom: bottom, trailing: others)
    }

    /// A box with its own trailing edge and every other edge anchored to `others`.
    public static func trailing(_ trailing: LayoutAnchorable, others: LayoutAnchorable) -> BoxLayout {
        BoxLayout(top: others, leading: others, bottom: others, trailing: trailing)
    }
}
