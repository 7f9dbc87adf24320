#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A horizontal stack that turns vertical while the preferred content size category is an
/// accessibility size (<doc:StackViews#Auto-adjusting-stacks>).
@MainActor open class AutoAdjustingHorizontalStackView: AutoHidingStackView, TraitAdjustingStack {
    private var isApplyingRule = false

    /// Creates the stack and starts following the content size category.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        startAdjusting(following: [UITraitPreferredContentSizeCategory.self])
    }

    /// Creates the stack from an archive and starts following the content size category.
    public required init(coder: NSCoder) {
        super.init(coder: coder)
        startAdjusting(following: [UITraitPreferredContentSizeCategory.self])
    }

    /// The axis comes from the rule; setting it re-applies the rule.
    open override var axis: NSLayoutConstraint.Axis {
        didSet { if !isApplyingRule { applyRule() } }
    }

    /// Re-applies the rule in the new environment.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        applyRule()
    }

    /// Sets the axis (and distribution) the current traits call for.
    func applyRule() {
        isApplyingRule = true
        defer { isApplyingRule = false }
        let axis: NSLayoutConstraint.Axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
        if self.axis != axis { self.axis = axis }
    }
}
