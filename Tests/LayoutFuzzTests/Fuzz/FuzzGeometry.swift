#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

/// Rectangles as the layout engine sees them (uikit-model.md §3.1): in the coordinate space of
/// the hierarchy's root, the root at the origin, every frame origin added up the chain. Bounds
/// origins are left out, because layout ignores scroll offsets (uikit-model.md §7.5), which
/// `convert(_:to:)` would add.
@MainActor enum FuzzGeometry {
    /// The root of `view`'s hierarchy.
    static func root(of view: UIView) -> UIView {
        var root = view
        while let superview = root.superview { root = superview }
        return root
    }

    /// The view's frame in root space.
    static func frame(of view: UIView) -> CGRect {
        guard view.superview != nil else { return CGRect(origin: .zero, size: view.frame.size) }
        var frame = view.frame
        var ancestor = view.superview
        while let current = ancestor, current.superview != nil {
            frame = frame.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
            ancestor = current.superview
        }
        return frame
    }

    /// The view's alignment rectangle in root space: what its solver variables describe.
    static func alignmentRect(of view: UIView) -> CGRect {
        view.alignmentRect(forFrame: frame(of: view))
    }

    /// The guide's layout frame in root space, or nil without an owning view.
    static func rect(of guide: UILayoutGuide) -> CGRect? {
        guard let owner = guide.owningView else { return nil }
        let origin = frame(of: owner).origin
        return guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The rectangle of a view (its alignment rectangle) or a guide.
    static func rect(of item: AnyObject) -> CGRect? {
        if let view = item as? UIView { return alignmentRect(of: view) }
        if let guide = item as? UILayoutGuide { return rect(of: guide) }
        return nil
    }

    /// The view that stands for an item in the hierarchy: a view itself, a guide's owner.
    static func hierarchyView(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view that is an ancestor of (or equal to) every view in `views`.
    static func commonAncestor(of views: [UIView]) -> UIView? {
        guard var ancestor = views.first else { return nil }
        for view in views.dropFirst() {
            while !view.isDescendant(of: ancestor) {
                guard let superview = ancestor.superview else { return nil }
                ancestor = superview
            }
        }
        return ancestor
    }

    /// Every view of the hierarchy under `root`, parents first.
    static func subtree(of root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap(subtree(of:))
    }
}
#endif
