#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The edge-collection methods with directional insets (leading/trailing insets apply to left/right
/// in `absolute()` collections). `UIEdgeInsets` and `CGFloat` overloads follow in
/// `AnchorCollectionEdges+InsetOverloads.swift`.
extension AnchorCollectionEdges {
    /// Each edge `==` the same edge of `item`, inset by `insets`.
    @discardableResult public func equal(
        _ item: any LayoutItem, insets: NSDirectionalEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        constrain(to: item, insets: EdgeInsetValues(insets), axis: nil, alignment: .fill, priority: priority, call: AnchorCall("edges", file, line))
    }

    /// Each edge at least `insets` inside the same edge of `item`: top/leading `>=`,
    /// bottom/trailing `<=`; nothing centres.
    @discardableResult public func lessThanOrEqual(
        _ item: any LayoutItem, insets: NSDirectionalEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        constrain(to: item, insets: EdgeInsetValues(insets), axis: nil, alignment: .fill, containedOnly: true,
                  priority: priority, call: AnchorCall("edges", file, line))
    }

    /// Pins the edges to `item` (default: the container) per `alignment`: pinned sides `==`,
    /// free sides kept inside with an inequality, centred axes with a centre equality; `axis`
    /// limits the call to one axis.
    @discardableResult public func pin(
        to item: (any LayoutItem)? = nil, insets: NSDirectionalEdgeInsets, axis: NSLayoutConstraint.Axis? = nil,
        alignment: Alignment = .fill, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        constrain(to: item, insets: EdgeInsetValues(insets), axis: axis, alignment: alignment, priority: priority, call: AnchorCall("edges", file, line))
    }

    /// Pins the edges to the container's edges, inset by `insets`.
    @discardableResult public func pinToSuperview(
        insets: NSDirectionalEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        constrain(to: nil, insets: EdgeInsetValues(insets), axis: nil, alignment: .fill, priority: priority, call: AnchorCall("edges", file, line))
    }

    /// Pins the edges to the container's `layoutMarginsGuide`, inset by `insets`.
    @discardableResult public func pinToSuperviewMargins(
        insets: NSDirectionalEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pin(toContainerGuide: { $0.layoutMarginsGuide }, insets: insets, priority: priority, call: AnchorCall("edges", file, line))
    }

    /// Pins the edges to the container's `safeAreaLayoutGuide`, inset by `insets`.
    @discardableResult public func pinToSafeArea(
        insets: NSDirectionalEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pin(toContainerGuide: { $0.safeAreaLayoutGuide }, insets: insets, priority: priority, call: AnchorCall("edges", file, line))
    }

    /// Pins the edges to the layout guide `guide` picks from the container, inset by `insets`;
    /// nothing when there is no container.
    private func pin(
        toContainerGuide guide: (UIView) -> UILayoutGuide, insets: NSDirectionalEdgeInsets,
        priority: UILayoutPriority, call: AnchorCall
    ) -> [NSLayoutConstraint] {
        guard let container = AnchorFactory.container(of: item, call: call) else { return [] }
        return constrain(to: guide(container), insets: EdgeInsetValues(insets), axis: nil, alignment: .fill, priority: priority, call: call)
    }
}
