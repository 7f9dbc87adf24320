#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview` with `edge` pinned to the same edge of `layout`, `spacing` apart; the
    /// horizontal axis is constrained as `horizontally` says.
    @discardableResult public func addSubview(
        _ subview: UIView, pinnedTo edge: VerticalLayoutEdge, of layout: YAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(edge: edge, to: edge, of: layout, horizontally: horizontally, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// README spelling of `addSubview(_:pinnedTo:of:horizontally:insets:spacing:)`.
    @discardableResult public func addSubview(
        _ subview: UIView, pinningTo edge: VerticalLayoutEdge, of layout: YAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinnedTo: edge, of: layout, horizontally: horizontally, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` with its `edge` pinned to the `to` edge of `layout`, `spacing` apart.
    @discardableResult public func addSubview(
        _ subview: UIView, pinning edge: VerticalLayoutEdge, to target: VerticalLayoutEdge, of layout: YAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(edge: edge, to: target, of: layout, horizontally: horizontally, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` with its top and bottom pinned, each to its own edge, layout and spacing.
    @discardableResult public func addSubview(
        _ subview: UIView,
        pinningTopTo topEdge: VerticalLayoutEdge = .top, of topLayout: YAxisLayout = .default, spacing topSpacing: CGFloat = Default.spacing,
        bottomTo bottomEdge: VerticalLayoutEdge = .bottom, of bottomLayout: YAxisLayout = .default, spacing bottomSpacing: CGFloat = Default.spacing,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(
            topTo: topEdge, of: topLayout, spacing: topSpacing, bottomTo: bottomEdge, of: bottomLayout, spacing: bottomSpacing,
            horizontally: horizontally, insets: insets, file: file, line: line)
    }

    /// Adds `subview` below `view`: its top pinned to `view`'s bottom, `spacing` apart.
    @discardableResult public func addSubview(
        _ subview: UIView, pinningBelow view: UIView,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinning: .top, to: .bottom, of: .relative(view), horizontally: horizontally, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` above `view`: its bottom pinned to `view`'s top, `spacing` apart.
    @discardableResult public func addSubview(
        _ subview: UIView, pinningAbove view: UIView,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinning: .bottom, to: .top, of: .relative(view), horizontally: horizontally, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` filling the space between `view`'s bottom (`spacing` apart) and the bottom
    /// of `layout`.
    @discardableResult public func addSubview(
        _ subview: UIView, fillingRemainingSpaceBelow view: UIView, in layout: YAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinningTopTo: .bottom, of: .relative(view), spacing: spacing, bottomTo: .bottom, of: layout, spacing: 0,
                   horizontally: horizontally, insets: insets, file: file, line: line)
    }

    /// Adds `subview` filling the space between the top of `layout` and `view`'s top (`spacing`
    /// apart).
    @discardableResult public func addSubview(
        _ subview: UIView, fillingRemainingSpaceAbove view: UIView, in layout: YAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinningTopTo: .top, of: layout, spacing: 0, bottomTo: .top, of: .relative(view), spacing: spacing,
                   horizontally: horizontally, insets: insets, file: file, line: line)
    }

    /// Pins the view's `edge` to the `to` edge of `layout`, `spacing` apart; the horizontal axis
    /// is constrained as `horizontally` says.
    @discardableResult public func constrain(
        edge: VerticalLayoutEdge, to target: VerticalLayoutEdge, of layout: YAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        pinEdges([EdgePin(edge: edge.attribute, target: target.attribute, reference: layout.y, spacing: spacing)],
                 along: .vertical, cross: horizontally.request, insets: insets, operation: "edge", site: CallSite(file: file, line: line))
    }

    /// Pins the view's top and bottom, each to its own edge, layout and spacing.
    @discardableResult public func constrain(
        topTo topEdge: VerticalLayoutEdge = .top, of topLayout: YAxisLayout = .default, spacing topSpacing: CGFloat = Default.spacing,
        bottomTo bottomEdge: VerticalLayoutEdge = .bottom, of bottomLayout: YAxisLayout = .default, spacing bottomSpacing: CGFloat = Default.spacing,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        pinEdges([
            EdgePin(edge: .top, target: topEdge.attribute, reference: topLayout.y, spacing: topSpacing),
            EdgePin(edge: .bottom, target: bottomEdge.attribute, reference: bottomLayout.y, spacing: bottomSpacing),
        ], along: .vertical, cross: horizontally.request, insets: insets, operation: "edges2", site: CallSite(file: file, line: line))
    }
}
