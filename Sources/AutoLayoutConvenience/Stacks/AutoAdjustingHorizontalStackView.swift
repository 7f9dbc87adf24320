#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A horizontal stack that turns vertical while the preferred content size category is an
/// accessibility size (<doc:StackViews#Auto-adjusting-stacks>).
@MainActor open class AutoAdjustingHorizontalStackView: AutoHidingStackView {
    private var isApplyingRule = false

    /// Creates the stack and starts following the content size category.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        startAdjusting()
    }

    /// Creates the stack from an archive and starts following the content size category.
    public required init(coder: NSCoder) {
        super.init(coder: coder)
        startAdjusting()
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

    private func startAdjusting() {
        applyRule()
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (stack: AutoAdjustingHorizontalStackView, _: UITraitCollection) in
            stack.applyRule()
        }
    }

    private func applyRule() {
        isApplyingRule = true
        defer { isApplyingRule = false }
        let axis: NSLayoutConstraint.Axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
        if self.axis != axis { self.axis = axis }
    }
}
