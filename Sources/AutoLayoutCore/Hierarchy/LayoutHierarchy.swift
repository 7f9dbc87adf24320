#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Which view hierarchy the items of a constraint live in.
@MainActor package enum LayoutHierarchy {
    /// The view whose hierarchy a constraint item lives in: a view itself, a layout guide's
    /// owning view; nil for a guide without one and for anything else.
    package static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The topmost ancestor of `view`: the view itself when it has no superview.
    package static func root(of view: UIView) -> UIView {
        var root = view
        while let superview = root.superview { root = superview }
        return root
    }

    /// Whether every item of `constraint` lives in one view hierarchy: UIKit activates no constraint
    /// whose items share no ancestor.
    package static func connects(_ constraint: NSLayoutConstraint) -> Bool {
        guard let first = view(of: constraint.firstItem) else { return false }
        guard let secondItem = constraint.secondItem else { return true }
        guard let second = view(of: secondItem) else { return false }
        return first.inclusiveCommonAncestor(with: second) != nil
    }
}
