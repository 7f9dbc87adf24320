#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// Installs the constraint on the closest common ancestor of its items (<doc:Constraints#Activation>);
    /// logs UIKit's exception and stays inactive when that is impossible.
    func performActivation() {
        guard !isActive else { return }
        if let invalidReason {
            raiseException("NSInvalidArgumentException", "Unable to activate constraint \(descriptionText): \(invalidReason)")
            return
        }
        guard let ancestor = commonAncestor() else {
            let second = secondSpec.map { " and \(NSLayoutAnchor<AnyObject>(anchorSpec: $0).description)" } ?? ""
            raiseException("NSGenericException", "Unable to activate constraint with anchors \(NSLayoutAnchor<AnyObject>(anchorSpec: firstSpec).description)\(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        ancestor.install(self)
    }

    /// Uninstalls the constraint from the view it is installed on.
    func performDeactivation() {
        containerView?.uninstall(self)
    }

    /// The closest view that is an ancestor of (or equal to) every item's view; nil when an item
    /// is gone, a guide has no owning view, or the items live in different hierarchies.
    func commonAncestor() -> UIView? {
        guard allItemsExist else { return nil }
        var ancestor: UIView?
        guard firstSpec.narrowCommonAncestor(&ancestor), secondSpec?.narrowCommonAncestor(&ancestor) ?? true else { return nil }
        return ancestor
    }

    /// Whether every item the constraint names is still a view or layout guide.
    var allItemsExist: Bool {
        firstSpec.allItemsExist && (secondSpec?.allItemsExist ?? true)
    }

    /// Whether `view` is an ancestor of (or equal to) every item's view.
    func canBeInstalled(on view: UIView) -> Bool {
        guard invalidReason == nil else { return false }
        guard allItemsExist else { return false }
        return firstSpec.itemsAreInSubtree(of: view) && (secondSpec?.itemsAreInSubtree(of: view) ?? true)
    }
}
#endif
