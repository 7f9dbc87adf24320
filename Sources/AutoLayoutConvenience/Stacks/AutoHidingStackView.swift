#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A stack view that hides itself while it has arranged subviews and none of them is visible
/// (<doc:StackViews#Auto-hiding-stacks>). An empty stack stays visible.
@MainActor open class AutoHidingStackView: UIStackView {
    /// The initial value of `automaticallyHidesWhenNotHavingVisibleSubviews` for new stacks.
    public static var defaultAutomaticallyHidesWhenNotHavingVisibleSubviews = true

    /// Whether the stack hides itself when all its arranged subviews are hidden.
    public var automaticallyHidesWhenNotHavingVisibleSubviews = AutoHidingStackView.defaultAutomaticallyHidesWhenNotHavingVisibleSubviews {
        didSet { if oldValue != automaticallyHidesWhenNotHavingVisibleSubviews { setNeedsUpdateConstraints() } }
    }

    /// Applies the hiding rule, then rebuilds the stack's constraints.
    open override func updateConstraints() {
        if automaticallyHidesWhenNotHavingVisibleSubviews {
            let arranged = arrangedSubviews
            let hide = !arranged.isEmpty && arranged.allSatisfy(\.isHidden)
            if isHidden != hide { isHidden = hide }
        }
        super.updateConstraints()
    }
}
