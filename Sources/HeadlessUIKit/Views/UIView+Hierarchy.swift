#if !canImport(UIKit)
import Foundation

// Subviews, superview and window (the Constraints article, Removing views): the implementations behind UIView's
// hierarchy API.
extension UIView {
    /// The root of the view's hierarchy.
    var headlessRoot: UIView {
        var view = self
        while let superview = view.headlessSuperview { view = superview }
        return view
    }

    /// The closest view that contains both `self` and `other` (a view contains itself).
    func headlessNearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        // The usual cases first: a view and its superview, and siblings.
        let superview = headlessSuperview, otherSuperview = other.headlessSuperview
        if superview === other { return other }
        if otherSuperview === self { return self }
        if let superview, superview === otherSuperview { return superview }
        // Climb the deeper view to the other's depth, then both together until they meet.
        var view = self, otherView = other
        var depth = self.depth, otherDepth = other.depth
        while depth > otherDepth, let next = view.headlessSuperview { view = next; depth -= 1 }
        while otherDepth > depth, let next = otherView.headlessSuperview { otherView = next; otherDepth -= 1 }
        while view !== otherView {
            guard let next = view.headlessSuperview, let otherNext = otherView.headlessSuperview else { return nil }
            view = next
            otherView = otherNext
        }
        return view
    }

    /// How many superviews the view has.
    private var depth: Int {
        var count = 0
        var view = self
        while let superview = view.headlessSuperview {
            count += 1
            view = superview
        }
        return count
    }

    /// Whether the view is `view` or one of its descendants.
    func headlessIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.headlessSuperview
        }
        return false
    }

    /// Calls `body` for the view and every descendant, parents before children.
    func headlessForEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in headlessSubviews { subview.headlessForEachInSubtree(body) }
    }

    func headlessViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in headlessSubviews {
            if let found = subview.headlessViewWithTag(tag) { return found }
        }
        return nil
    }

    func headlessMoveSubview(_ view: UIView, to index: Int) {
        guard let current = headlessSubviews.firstIndex(where: { $0 === view }) else { return }
        headlessSubviews.remove(at: current)
        headlessSubviews.insert(view, at: min(max(index, 0), headlessSubviews.count))
    }

    func headlessInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !headlessIsDescendant(of: view) else {
            headlessException("NSInvalidArgumentException", "Can't add self as subview, or a view as a subview of its own descendant")
            return
        }
        if view.headlessSuperview === self {
            headlessMoveSubview(view, to: index)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.headlessForEachInSubtree { $0.willMove(toWindow: newWindow) } }
        if let oldSuperview = view.headlessSuperview {
            oldSuperview.willRemoveSubview(view)
            view.headlessDetach()
        }
        headlessSubviews.insert(view, at: min(max(index, 0), headlessSubviews.count))
        view.headlessSuperview = self
        if let engine = view.headlessEngineStorage {
            view.headlessEngineStorage = nil
            headlessEngine.absorb(engine)
        }
        view.headlessRebuildAutoresizingConstraints()
        view.headlessForEachInSubtree { $0.headlessNeedsLayout = true }
        // Frames placed under another superview or engine say nothing of this solution.
        view.headlessNoteEverythingMoved()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.headlessForEachInSubtree { $0.didMoveToWindow() } }
        view.headlessTraitEnvironmentMayHaveChanged()
    }

    func headlessRemoveFromSuperview() {
        guard let superview = headlessSuperview else { return }
        let hadWindow = window != nil
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if hadWindow { headlessForEachInSubtree { $0.willMove(toWindow: nil) } }
        headlessDetach()
        didMoveToSuperview()
        if hadWindow { headlessForEachInSubtree { $0.didMoveToWindow() } }
        headlessTraitEnvironmentMayHaveChanged()
    }

    /// Cuts the view from its superview: deactivates its autoresizing constraints and every
    /// constraint that ties its subtree to views outside, and moves the subtree's own
    /// constraints to a new engine rooted at the view.
    func headlessDetach() {
        guard let superview = headlessSuperview else { return }
        for constraint in headlessAutoresizingConstraints { constraint.headlessDeactivate() }
        headlessAutoresizingConstraints = []
        let engine = headlessRoot.headlessEngineStorage
        var inside: [NSLayoutConstraint] = []
        if let engine {
            var subtree = Set<ObjectIdentifier>()
            headlessForEachInSubtree { view in
                subtree.insert(ObjectIdentifier(view))
                inside += view.headlessListedConstraints
                inside += view.headlessUnlistedConstraints
            }
            let crossing = engine.constraintsInOrder { constraint in
                guard let container = constraint.headlessContainer, !subtree.contains(ObjectIdentifier(container)) else { return false }
                return constraint.headlessItems.contains { item in
                    item.headlessHierarchyView.map { subtree.contains(ObjectIdentifier($0)) } ?? false
                }
            }
            for constraint in crossing { constraint.headlessDeactivate() }
        }
        superview.headlessSubviews.removeAll { $0 === self }
        headlessSuperview = nil
        if let engine, !inside.isEmpty { engine.transfer(inside, to: headlessEngine) }
        headlessHierarchyNeedsLayout = true
        superview.setNeedsLayout()
    }
}
#endif
