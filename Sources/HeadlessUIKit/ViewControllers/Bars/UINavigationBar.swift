#if !canImport(UIKit)
import Foundation

/// The bar at the top of a navigation controller: the title and bar button items of the
/// navigation items on its stack. Its frame is set by the navigation controller.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether the bar shows large titles where the top item allows it (default false).
    open var prefersLargeTitles: Bool = false {
        didSet { if oldValue != prefersLargeTitles { barGeometryDidChange() } }
    }

    /// Whether the bar is translucent (default true): content extends under a translucent bar.
    open var isTranslucent: Bool = true {
        didSet { if oldValue != isTranslucent { barGeometryDidChange() } }
    }

    /// The navigation items, bottom to top; the navigation controller keeps them in step with its
    /// view controllers.
    open var items: [UINavigationItem]?

    /// The item on top of the stack.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// Lets the owning navigation controller place the bar again.
    private func barGeometryDidChange() {
        superview?.setNeedsLayout()
    }

    /// The custom views of the top item's bar button items and its title view, with the
    /// constraints that place the ones laid out with Auto Layout.
    private var itemViews: [ObjectIdentifier: (view: UIView, placement: [NSLayoutConstraint])] = [:]
    /// The frame sizes of the custom views sized by their frames, taken when the bar adopted them.
    private var adoptedSizes: [ObjectIdentifier: CGSize] = [:]

    /// Lays out the subviews, then places the top item's custom views (`HeadlessBarItemLayout`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeItemViews()
    }

    /// Places the top item's custom views where they belong now; changes only what moved.
    func placeItemViews() {
        for view in topItem.map(Self.customViews(of:)) ?? [] where view.superview !== self {
            adoptedSizes[ObjectIdentifier(view)] = view.frame.size
        }
        let placements = HeadlessBarItemLayout(bar: self, adoptedSizes: adoptedSizes).placements(for: topItem)
        let shown = Set(placements.map { ObjectIdentifier($0.view) })
        for (key, entry) in itemViews where !shown.contains(key) {
            NSLayoutConstraint.deactivate(entry.placement)
            if entry.view.superview === self { entry.view.removeFromSuperview() }
            itemViews[key] = nil
            adoptedSizes[key] = nil
        }
        for placement in placements {
            place(placement.view, at: placement.frame)
        }
    }

    private static func customViews(of item: UINavigationItem) -> [UIView] {
        ((item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])).compactMap(\.customView) + [item.titleView].compactMap { $0 }
    }

    /// Puts `view` at `frame`: directly for a view sized by its frame, through two constraints
    /// (leading and vertical centre) for one laid out with Auto Layout.
    private func place(_ view: UIView, at frame: CGRect) {
        if view.superview !== self { addSubview(view) }
        let key = ObjectIdentifier(view)
        if view.translatesAutoresizingMaskIntoConstraints {
            if !isSameFrame(view.frame, frame) { view.frame = frame }
            itemViews[key] = (view, [])
            return
        }
        if let placement = itemViews[key]?.placement, placement.count == 2 {
            if placement[0].constant != frame.minX { placement[0].constant = frame.minX }
            if placement[1].constant != frame.midY { placement[1].constant = frame.midY }
            return
        }
        let placement = [
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: frame.minX),
            view.centerYAnchor.constraint(equalTo: topAnchor, constant: frame.midY),
        ]
        NSLayoutConstraint.activate(placement)
        itemViews[key] = (view, placement)
    }
}
#endif
