#if !canImport(UIKit)
import Foundation

// Installing constraints and layout guides (the Constraints article, Activation): the implementations behind
// UIView's constraint API.
extension UIView {
    func performAddConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        if let reason = constraint.invalidReason {
            raiseException("NSInvalidArgumentException", "Unable to install constraint \(constraint.descriptionText): \(reason)")
            return
        }
        guard constraint.canBeInstalled(on: self) else {
            raiseException("NSGenericException", "Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal. constraint:\(constraint.descriptionText) view:\(description)")
            return
        }
        install(constraint)
    }

    func performAddLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        storedLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    func performRemoveLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        if let engine = hierarchyRoot.storedLayoutEngine {
            let attached = engine.constraintsInOrder { constraint in
                constraint.constraintKind != .guide && constraint.layoutItems.contains { $0 === layoutGuide }
            }
            for constraint in attached { constraint.performDeactivation() }
        }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// Hands to `engine` the subtree's constraints whose engine went away: a superview released
    /// while this view lived on (UIKit removes the subviews of a view it deallocates, so they
    /// keep their own constraints as any removed subtree does). Activation order is kept.
    /// Returns false when there were none.
    @discardableResult
    func adoptConstraintsOfAGoneEngine(into engine: @autoclosure () -> LayoutEngine) -> Bool {
        var adopted: [NSLayoutConstraint] = []
        forEachInSubtree { view in
            adopted += view.listedConstraints.filter(\.isInAGoneEngine)
            adopted += view.unlistedConstraints.filter(\.isInAGoneEngine)
        }
        guard !adopted.isEmpty else { return false }
        let target = engine()
        for constraint in LayoutEngine.inActivationOrder(adopted) {
            constraint.engineRecord = nil
            target.insert(constraint)
        }
        noteEverythingMoved()
        return true
    }

    /// The layout engine of the view's hierarchy, created on first use.
    var layoutEngine: LayoutEngine {
        let root = hierarchyRoot
        if let engine = root.storedLayoutEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.storedLayoutEngine = engine
        return engine
    }

    /// Records `constraint` as installed here and hands it to the engine.
    func install(_ constraint: NSLayoutConstraint) {
        createMarginsGuides(for: constraint.firstSpec)
        if let secondSpec = constraint.secondSpec { createMarginsGuides(for: secondSpec) }
        constraint.containerView = self
        switch constraint.constraintKind {
        case .app, .autoresizing, .arrangement: listedConstraints.append(constraint)
        case .contentSize, .guide, .rootFrame: unlistedConstraints.append(constraint)
        }
        layoutEngine.insert(constraint)
        setNeedsLayout()
    }

    /// Creates the margins guides of the views of `spec` when it names a margin attribute.
    private func createMarginsGuides(for spec: HeadlessAnchorSpec) {
        guard spec.involvesMarginAttribute else { return }
        for item in spec.items { _ = (item as? UIView)?.layoutMarginsGuide }
    }

    /// Removes `constraint` from this view and from the engine.
    func uninstall(_ constraint: NSLayoutConstraint) {
        constraint.engineRecord?.engine?.remove(constraint)
        constraint.engineRecord = nil
        constraint.containerView = nil
        if let index = listedConstraints.lastIndex(where: { $0 === constraint }) {
            listedConstraints.remove(at: index)
        } else if let index = unlistedConstraints.lastIndex(where: { $0 === constraint }) {
            unlistedConstraints.remove(at: index)
        }
        setNeedsLayout()
    }

    /// Called by the engine when it has queued changes: the next pass must run.
    func engineDidChange() {
        hierarchyNeedsLayout = true
    }
}
#endif
