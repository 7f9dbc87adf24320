#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview` with `edge` pinned to the same edge of `layout`, `spacing` apart; the
    /// vertical axis is constrained as `vertically` says.
    @discardableResult public func addSubview(
        _ subview: UIView, pinnedTo edge: HorizontalLayoutEdge, of layout: XAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(edge: edge, to: edge, of: layout, vertically: vertically, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// README spelling of `addSubview(_:pinnedTo:of:vertically:insets:spacing:)`.
    @discardableResult public func addSubview(
        _ subview: UIView, pinningTo edge: HorizontalLayoutEdge, of layout: XAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinnedTo: edge, of: layout, vertically: vertically, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` with its `edge` pinned to the `to` edge of `layout`, `spacing` apart.
    @discardableResult public func addSubview(
        _ subview: UIView, pinning edge: HorizontalLayoutEdge, to target: HorizontalLayoutEdge, of layout: XAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(edge: edge, to: target, of: layout, vertically: vertically, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` with its leading and trailing edges pinned, each to its own edge, layout and spacing.
    @discardableResult public func addSubview(
        _ subview: UIView,
        pinningLeadingTo leadingEdge: HorizontalLayoutEdge = .leading, of leadingLayout: XAxisLayout = .default, spacing leadingSpacing: CGFloat = Default.spacing,
        trailingTo trailingEdge: HorizontalLayoutEdge = .trailing, of trailingLayout: XAxisLayout = .default, spacing trailingSpacing: CGFloat = Default.spacing,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(
            leadingTo: leadingEdge, of: leadingLayout, spacing: leadingSpacing, trailingTo: trailingEdge, of: trailingLayout, spacing: trailingSpacing,
            vertically: vertically, insets: insets, file: file, line: line)
    }

    /// Adds `subview` after `view`: its leading edge pinned to `view`'s trailing edge, `spacing` apart.
    @discardableResult public func addSubview(
        _ subview: UIView, pinningAfter view: UIView,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinning: .leading, to: .trailing, of: .relative(view), vertically: vertically, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` before `view`: its trailing edge pinned to `view`'s leading edge, `spacing` apart.
    @discardableResult public func addSubview(
        _ subview: UIView, pinningBefore view: UIView,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinning: .trailing, to: .leading, of: .relative(view), vertically: vertically, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `subview` filling the space between `view`'s trailing edge (`spacing` apart) and
    /// the trailing edge of `layout`.
    @discardableResult public func addSubview(
        _ subview: UIView, fillingRemainingSpaceAfter view: UIView, in layout: XAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinningLeadingTo: .trailing, of: .relative(view), spacing: spacing, trailingTo: .trailing, of: layout, spacing: 0,
                   vertically: vertically, insets: insets, file: file, line: line)
    }

    /// Adds `subview` filling the space between the leading edge of `layout` and `view`'s
    /// leading edge (`spacing` apart).
    @discardableResult public func addSubview(
        _ subview: UIView, fillingRemainingSpaceBefore view: UIView, in layout: XAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, pinningLeadingTo: .leading, of: layout, spacing: 0, trailingTo: .leading, of: .relative(view), spacing: spacing,
                   vertically: vertically, insets: insets, file: file, line: line)
    }

    /// Pins the view's `edge` to the `to` edge of `layout`, `spacing` apart; the vertical axis
    /// is constrained as `vertically` says.
    @discardableResult public func constrain(
        edge: HorizontalLayoutEdge, to target: HorizontalLayoutEdge, of layout: XAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        pinEdges([EdgePin(edge: edge.attribute, target: target.attribute, reference: layout.x, spacing: spacing)],
                 along: .horizontal, cross: vertically.request, insets: insets, operation: "edge", site: CallSite(file: file, line: line))
    }

    /// Pins the view's leading and trailing edges, each to its own edge, layout and spacing.
    @discardableResult public func constrain(
        leadingTo leadingEdge: HorizontalLayoutEdge = .leading, of leadingLayout: XAxisLayout = .default, spacing leadingSpacing: CGFloat = Default.spacing,
        trailingTo trailingEdge: HorizontalLayoutEdge = .trailing, of trailingLayout: XAxisLayout = .default, spacing trailingSpacing: CGFloat = Default.spacing,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        pinEdges([
            EdgePin(edge: .leading, target: leadingEdge.attribute, reference: leadingLayout.x, spacing: leadingSpacing),
            EdgePin(edge: .trailing, target: trailingEdge.attribute, reference: trailingLayout.x, spacing: trailingSpacing),
        ], along: .horizontal, cross: vertically.request, insets: insets, operation: "edges2", site: CallSite(file: file, line: line))
    }
}
