#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// The closest view that is an ancestor of both this view and `other`, where a view counts
    /// as its own ancestor; nil when they are in different hierarchies. UIKit installs a
    /// constraint between the two views on this view.
    public func inclusiveCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// The closest common ancestor of this view and `other` that is neither of them; nil when
    /// there is none.
    public func exclusiveCommonAncestor(with other: UIView) -> UIView? {
        var candidate = inclusiveCommonAncestor(with: other)
        while let view = candidate, view === self || view === other {
            candidate = view.superview
        }
        return candidate
    }
}
