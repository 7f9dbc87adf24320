#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

// The edge-collection methods for `UIEdgeInsets` (the guide's `Insets(10)`) and for one `CGFloat`
// on every edge; each forwards to its `NSDirectionalEdgeInsets` form. Only the `CGFloat` forms
// default their insets, so calls without insets are not ambiguous.

extension AnchorCollectionEdges {
    /// Each edge `==` the same edge of `item`, inset by `insets`. Left and right insets apply to the leading and trailing edges of directional collections.
    @discardableResult public func equal(
        _ item: any LayoutItem, insets: UIEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        equal(item, insets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right), priority: priority, file: file, line: line)
    }

    /// Each edge at least `insets` inside the same edge of `item`. Left and right insets apply to the leading and trailing edges of directional collections.
    @discardableResult public func lessThanOrEqual(
        _ item: any LayoutItem, insets: UIEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        lessThanOrEqual(item, insets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right), priority: priority, file: file, line: line)
    }

    /// Pins the edges to `item` (default: the container) per `alignment`, limited to `axis`. Left and right insets apply to the leading and trailing edges of directional collections.
    @discardableResult public func pin(
        to item: (any LayoutItem)? = nil, insets: UIEdgeInsets, axis: NSLayoutConstraint.Axis? = nil, alignment: Alignment = .fill, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pin(to: item, insets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right), axis: axis, alignment: alignment, priority: priority, file: file, line: line)
    }

    /// Pins the edges to the container's edges, inset by `insets`. Left and right insets apply to the leading and trailing edges of directional collections.
    @discardableResult public func pinToSuperview(
        insets: UIEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinToSuperview(insets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right), priority: priority, file: file, line: line)
    }

    /// Pins the edges to the container's `layoutMarginsGuide`, inset by `insets`. Left and right insets apply to the leading and trailing edges of directional collections.
    @discardableResult public func pinToSuperviewMargins(
        insets: UIEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinToSuperviewMargins(insets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right), priority: priority, file: file, line: line)
    }

    /// Pins the edges to the container's `safeAreaLayoutGuide`, inset by `insets`. Left and right insets apply to the leading and trailing edges of directional collections.
    @discardableResult public func pinToSafeArea(
        insets: UIEdgeInsets, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinToSafeArea(insets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right), priority: priority, file: file, line: line)
    }
}

extension AnchorCollectionEdges {
    /// Each edge `==` the same edge of `item`, inset by `insets`. The same inset on every edge.
    @discardableResult public func equal(
        _ item: any LayoutItem, insets: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        equal(item, insets: NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets), priority: priority, file: file, line: line)
    }

    /// Each edge at least `insets` inside the same edge of `item`. The same inset on every edge.
    @discardableResult public func lessThanOrEqual(
        _ item: any LayoutItem, insets: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        lessThanOrEqual(item, insets: NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets), priority: priority, file: file, line: line)
    }

    /// Pins the edges to `item` (default: the container) per `alignment`, limited to `axis`. The same inset on every edge.
    @discardableResult public func pin(
        to item: (any LayoutItem)? = nil, insets: CGFloat = 0, axis: NSLayoutConstraint.Axis? = nil, alignment: Alignment = .fill, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pin(to: item, insets: NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets), axis: axis, alignment: alignment, priority: priority, file: file, line: line)
    }

    /// Pins the edges to the container's edges, inset by `insets`. The same inset on every edge.
    @discardableResult public func pinToSuperview(
        insets: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinToSuperview(insets: NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets), priority: priority, file: file, line: line)
    }

    /// Pins the edges to the container's `layoutMarginsGuide`, inset by `insets`. The same inset on every edge.
    @discardableResult public func pinToSuperviewMargins(
        insets: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinToSuperviewMargins(insets: NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets), priority: priority, file: file, line: line)
    }

    /// Pins the edges to the container's `safeAreaLayoutGuide`, inset by `insets`. The same inset on every edge.
    @discardableResult public func pinToSafeArea(
        insets: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinToSafeArea(insets: NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets), priority: priority, file: file, line: line)
    }
}
