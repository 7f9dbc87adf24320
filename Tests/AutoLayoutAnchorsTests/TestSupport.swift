import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// Roots made by `hierarchy`, kept alive for the whole run: a superview is held only by its
/// owner, so a test that ignores the root must not lose its subviews' superview.
@MainActor private var retainedRoots: [UIView] = []

/// `root`, kept alive for the rest of the run.
@MainActor @discardableResult func retained(_ root: UIView) -> UIView {
    retainedRoots.append(root)
    return root
}

/// A 400 × 300 root view with `count` plain subviews added (autoresizing translation still on).
@MainActor func hierarchy(_ count: Int) -> (UIView, [UIView]) {
    let root = rootView()
    retainedRoots.append(root)
    let views = (0..<count).map { _ in UIView() }
    for view in views { root.addSubview(view) }
    return (root, views)
}

