#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Applies a change of a collection's active items, animated when asked (<doc:ConditionalConstraints#Animation>).
@MainActor enum ConditionalChangeApplier {
    /// The duration of conditional animations.
    static let duration: TimeInterval = 0.25

    /// Commits `matches`: inside `UIView.animate` and laying out the topmost ancestor when the
    /// collection animates, its view is in a window, animations are enabled and no animation
    /// runs; inside a caller's animation, lays out the superview so the change joins it.
    static func apply(_ matches: [Bool], to collection: ConditionalCollection) {
        guard collection.animatesChanges, let view = collection.view, view.window != nil, UIView.areAnimationsEnabled else {
            collection.commit(matches)
            return
        }
        if UIView.inheritedAnimationDuration > 0 {
            collection.commit(matches)
            (view.superview ?? view).layoutIfNeeded()
            return
        }
        let topmost = LayoutHierarchy.root(of: view)
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            collection.commit(matches)
            topmost.layoutIfNeeded()
        }, completion: nil)
    }
}
