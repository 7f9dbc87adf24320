#if !canImport(UIKit)
import Foundation

// Subviews, superview and window (the Constraints article, Removing views): the implementations behind UIView's
// hierarchy API.
extension UIView {
    /// The root of the view's hierarchy.
    var hierarchyRoot: UIView { unretainedHierarchyRoot.takeUnretainedValue() }

    /// Whether the hierarchy's root is a window: `window != nil` without reference counting.
    var isInWindow: Bool {
        unretainedHierarchyRoot._withUnsafeGuaranteedRef { @Sendable in $0.isWindow }
    }

    /// The root of the view's hierarchy, found without reference counting.
    private var unretainedHierarchyRoot: Unmanaged<UIView> {
        var view = Unmanaged.passUnretained(self)
        while let superview = view._withUnsafeGuaranteedRef({ @Sendable in $0.unretainedSuperview }) { view = superview }
        return view
    }

    /// The closest view that contains both `self` and `other` (a view contains itself).
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        // The usual cases first: a view and its superview, and siblings.
        let superview = storedSuperview, otherSuperview = other.storedSuperview
        if superview === other { return other }
        if otherSuperview === self { return self }
        if let superview, superview === otherSuperview { return superview }
        // Climb the deeper view to the other's depth, then both together until they meet.
        var view = self, otherView = other
        var depth = self.depth, otherDepth = other.depth
        while depth > otherDepth, let next = view.storedSuperview { view = next; depth -= 1 }
        while otherDepth > depth, let next = otherView.storedSuperview { otherView = next; otherDepth -= 1 }
        while view !== otherView {
            guard let next = view.storedSuperview, let otherNext = otherView.storedSuperview else { return nil }
            view = next
            otherView = otherNext
        }
        return view
    }

    /// How many superviews the view has.
    private var depth: Int {
        var count = 0
        var view = self
        while let superview = view.storedSuperview {
            count += 1
            view = superview
        }
        return count
    }

    /// Whether the view is `view` or one of its descendants.
    func isInSubtree(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// Calls `body` for the view and every descendant, parents before children.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachInSubtree(body) }
    }

    func descendantWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.descendantWithTag(tag) { return found }
        }
        return nil
    }

    func moveSubview(_ view: UIView, to index: Int) {
        guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: current)
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
    }

    func performInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isInSubtree(of: view) else {
            raiseException("NSInvalidArgumentException", "Can't add self as subview, or a view as a subview of its own descendant")
            return
        }
        if view.storedSuperview === self {
            moveSubview(view, to: index)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        if let oldSuperview = view.storedSuperview {
            oldSuperview.willRemoveSubview(view)
            view.detach()
        }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        if let engine = view.storedLayoutEngine {
            view.storedLayoutEngine = nil
            layoutEngine.absorb(engine)
        } else {
            view.adoptConstraintsOfAGoneEngine(into: layoutEngine)
        }
        view.rebuildAutoresizingConstraints()
        view.forEachInSubtree { $0.needsLayoutPass = true }
        // Frames placed under another superview or engine say nothing of this solution.
        view.noteEverythingMoved()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
        view.traitEnvironmentMayHaveChanged()
    }

    func performRemoveFromSuperview() {
        guard let superview = storedSuperview else { return }
        let hadWindow = window != nil
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if hadWindow { forEachInSubtree { $0.willMove(toWindow: nil) } }
        detach()
        didMoveToSuperview()
        if hadWindow { forEachInSubtree { $0.didMoveToWindow() } }
        traitEnvironmentMayHaveChanged()
    }

    /// Cuts the view from its superview: deactivates its autoresizing constraints and every
    /// constraint that ties its subtree to views outside, and moves the subtree's own
    /// constraints to a new engine rooted at the view.
    func detach() {
        guard let superview = storedSuperview else { return }
        for constraint in autoresizingConstraints { constraint.performDeactivation() }
        autoresizingConstraints = []
        let engine = hierarchyRoot.storedLayoutEngine
        var inside: [NSLayoutConstraint] = []
        if let engine {
            var subtree = Set<ObjectIdentifier>()
            forEachInSubtree { view in
                subtree.insert(ObjectIdentifier(view))
                inside += view.listedConstraints
                inside += view.unlistedConstraints
            }
            let crossing = engine.constraintsInOrder { constraint in
                guard let container = constraint.containerView, !subtree.contains(ObjectIdentifier(container)) else { return false }
                return constraint.layoutItems.contains { item in
                    item.hierarchyView.map { subtree.contains(ObjectIdentifier($0)) } ?? false
                }
            }
            for constraint in crossing { constraint.performDeactivation() }
        }
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        if let engine, !inside.isEmpty { engine.transfer(inside, to: layoutEngine) }
        hierarchyNeedsLayout = true
        superview.setNeedsLayout()
    }
}
#endif
