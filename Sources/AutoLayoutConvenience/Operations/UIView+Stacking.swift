#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `views` one below the other inside `layout`, `spacing` apart; the first is pinned to
    /// the top, the last fills the remaining space to the bottom. Returns one list per view.
    @discardableResult public func addSubviewsVertically(
        _ views: [UIView], in layout: VerticalAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> [ConstraintsList] {
        addSubviewsStacked(views, along: .vertical, in: layout.pair, cross: horizontally.request, insets: insets, spacing: spacing, site: CallSite(file: file, line: line))
    }

    /// Variadic form of `addSubviewsVertically(_:in:horizontally:insets:spacing:)`.
    @discardableResult public func addSubviewsVertically(
        _ views: UIView..., in layout: VerticalAxisLayout = .default,
        horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> [ConstraintsList] {
        addSubviewsVertically(views, in: layout, horizontally: horizontally, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// Adds `views` one after the other inside `layout`, `spacing` apart; the first is pinned to
    /// the leading edge, the last fills the remaining space to the trailing edge. Returns one list
    /// per view.
    @discardableResult public func addSubviewsHorizontally(
        _ views: [UIView], in layout: HorizontalAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> [ConstraintsList] {
        addSubviewsStacked(views, along: .horizontal, in: layout.pair, cross: vertically.request, insets: insets, spacing: spacing, site: CallSite(file: file, line: line))
    }

    /// Variadic form of `addSubviewsHorizontally(_:in:vertically:insets:spacing:)`.
    @discardableResult public func addSubviewsHorizontally(
        _ views: UIView..., in layout: HorizontalAxisLayout = .default,
        vertically: ConstrainedVerticalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        spacing: CGFloat = Default.spacing, file: StaticString = #fileID, line: UInt = #line
    ) -> [ConstraintsList] {
        addSubviewsHorizontally(views, in: layout, vertically: vertically, insets: insets, spacing: spacing, file: file, line: line)
    }

    /// The shared implementation of both stacking directions (<doc:LayoutOperations#Stacking-subviews>).
    private func addSubviewsStacked(
        _ views: [UIView], along axis: LayoutAxis, in layout: AxisPair, cross: AxisRequest,
        insets: NSDirectionalEdgeInsets, spacing: CGFloat, site: CallSite
    ) -> [ConstraintsList] {
        let cross = Self.explicitCrossRequest(cross, axis: axis.cross, in: layout)
        let insets = LayoutDefaults.resolve(insets, site: site)
        let spacing = LayoutDefaults.resolve(spacing: spacing, site: site)
        let operation = axis == .vertical ? "stackV" : "stackH"
        var lists: [ConstraintsList] = []
        for (index, view) in views.enumerated() {
            addSubviewForAutoLayout(view)
            var pins: [EdgePin] = []
            var viewInsets = insets
            if index == 0 {
                pins.append(EdgePin(edge: axis.start, target: axis.start, reference: layout.start, spacing: 0))
            } else {
                pins.append(EdgePin(edge: axis.start, target: axis.end, reference: .relative(views[index - 1]), spacing: 0))
                viewInsets[axis.start] = spacing
            }
            if index == views.count - 1 {
                pins.append(EdgePin(edge: axis.end, target: axis.end, reference: layout.end, spacing: 0))
            } else {
                viewInsets[axis.end] = 0
            }
            lists.append(view.pinEdges(pins, along: axis, cross: cross, insets: viewInsets, operation: operation, site: site))
        }
        return lists
    }

    /// Step 1 of <doc:LayoutOperations#Stacking-subviews>: the cross-axis request with its layout
    /// named, so that every view of the stack uses the same one. The requested operation is kept.
    private static func explicitCrossRequest(_ request: AxisRequest, axis: LayoutAxis, in layout: AxisPair) -> AxisRequest {
        var request = request
        if request.operation == .defaultLayout {
            let substitute = LayoutDefaults.request(for: axis, excludingAttached: false)
            request = AxisRequest(operation: substitute.operation, isConstrained: substitute.isConstrained && request.isConstrained)
        }
        let anchorable = layout.start == layout.end ? layout.start : LayoutDefaults.anchorable
        switch request.operation {
        case .fill(nil): request.operation = .fill(AxisPair(anchorable))
        case .center(nil): request.operation = .center(AxisRequest.Centered(center: anchorable, fill: AxisPair(anchorable)))
        case .start(nil): request.operation = .start(AxisPair(anchorable))
        case .end(nil): request.operation = .end(AxisPair(anchorable))
        default: break
        }
        return request
    }
}
