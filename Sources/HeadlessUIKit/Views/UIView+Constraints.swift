#if !canImport(UIKit)
import Foundation

// Installing constraints and layout guides (the Constraints article, Activation): the implementations behind
// UIView's constraint API.
extension UIView {
    func headlessAddConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        if let reason = constraint.headlessInvalidReason {
            headlessException("NSInvalidArgumentException", "Unable to install constraint \(constraint.headlessDescription): \(reason)")
            return
        }
        guard constraint.headlessCanBeInstalled(on: self) else {
            headlessException("NSGenericException", "Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal. constraint:\(constraint.headlessDescription) view:\(description)")
            return
        }
        headlessInstall(constraint)
    }

    func headlessAddLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        headlessGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    func headlessRemoveLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        if let engine = headlessRoot.headlessEngineStorage {
            let attached = engine.constraintsInOrder { constraint in
                constraint.headlessKind != .guide && constraint.headlessItems.contains { $0 === layoutGuide }
            }
            for constraint in attached { constraint.headlessDeactivate() }
        }
        headlessGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The layout engine of the view's hierarchy, created on first use.
    var headlessEngine: LayoutEngine {
        let root = headlessRoot
        if let engine = root.headlessEngineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.headlessEngineStorage = engine
        return engine
    }

    /// Records `constraint` as installed here and hands it to the engine.
    func headlessInstall(_ constraint: NSLayoutConstraint) {
        createMarginsGuides(for: constraint.firstSpec)
        if let secondSpec = constraint.secondSpec { createMarginsGuides(for: secondSpec) }
        constraint.headlessContainer = self
        switch constraint.headlessKind {
        case .app, .autoresizing, .arrangement: headlessListedConstraints.append(constraint)
        case .contentSize, .guide, .rootFrame: headlessUnlistedConstraints.append(constraint)
        }
        headlessEngine.insert(constraint)
        setNeedsLayout()
    }

    /// Creates the margins guides of the views of `spec` when it names a margin attribute.
    private func createMarginsGuides(for spec: HeadlessAnchorSpec) {
        guard spec.involvesMarginAttribute else { return }
        for item in spec.items { _ = (item as? UIView)?.layoutMarginsGuide }
    }

    /// Removes `constraint` from this view and from the engine.
    func headlessUninstall(_ constraint: NSLayoutConstraint) {
        constraint.headlessEngineRecord?.engine?.remove(constraint)
        constraint.headlessEngineRecord = nil
        constraint.headlessContainer = nil
        if let index = headlessListedConstraints.lastIndex(where: { $0 === constraint }) {
            headlessListedConstraints.remove(at: index)
        } else if let index = headlessUnlistedConstraints.lastIndex(where: { $0 === constraint }) {
            headlessUnlistedConstraints.remove(at: index)
        }
        setNeedsLayout()
    }

    /// Called by the engine when it has queued changes: the next pass must run.
    func headlessEngineDidChange() {
        headlessHierarchyNeedsLayout = true
    }
}
#endif
