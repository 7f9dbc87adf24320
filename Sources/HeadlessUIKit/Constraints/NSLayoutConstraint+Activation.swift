#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// Installs the constraint on the closest common ancestor of its items (<doc:Constraints#Activation>);
    /// logs UIKit's exception and stays inactive when that is impossible.
    func headlessActivate() {
        guard !isActive else { return }
        if let headlessInvalidReason {
            headlessException("NSInvalidArgumentException", "Unable to activate constraint \(headlessDescription): \(headlessInvalidReason)")
            return
        }
        guard let ancestor = headlessCommonAncestor() else {
            let second = secondSpec.map { " and \(NSLayoutAnchor<AnyObject>(headlessSpec: $0).description)" } ?? ""
            headlessException("NSGenericException", "Unable to activate constraint with anchors \(NSLayoutAnchor<AnyObject>(headlessSpec: firstSpec).description)\(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        ancestor.headlessInstall(self)
    }

    /// Uninstalls the constraint from the view it is installed on.
    func headlessDeactivate() {
        headlessContainer?.headlessUninstall(self)
    }

    /// The closest view that is an ancestor of (or equal to) every item's view; nil when an item
    /// is gone, a guide has no owning view, or the items live in different hierarchies.
    func headlessCommonAncestor() -> UIView? {
        guard headlessAllItemsExist else { return nil }
        var ancestor: UIView?
        guard firstSpec.narrowCommonAncestor(&ancestor), secondSpec?.narrowCommonAncestor(&ancestor) ?? true else { return nil }
        return ancestor
    }

    /// Whether every item the constraint names is still a view or layout guide.
    var headlessAllItemsExist: Bool {
        firstSpec.headlessAllItemsExist && (secondSpec?.headlessAllItemsExist ?? true)
    }

    /// Whether `view` is an ancestor of (or equal to) every item's view.
    func headlessCanBeInstalled(on view: UIView) -> Bool {
        guard headlessInvalidReason == nil else { return false }
        guard headlessAllItemsExist else { return false }
        return headlessItems.allSatisfy { $0.headlessHierarchyView?.isDescendant(of: view) == true }
    }
}
#endif
