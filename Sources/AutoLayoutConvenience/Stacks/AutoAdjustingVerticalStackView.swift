#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A vertical stack that turns horizontal, with equal widths, while its vertical size class is
/// compact (<doc:StackViews#Auto-adjusting-stacks>). It returns to vertical with the distribution it was given.
@MainActor open class AutoAdjustingVerticalStackView: AutoHidingStackView, TraitAdjustingStack {
    /// The distribution to restore when the stack returns to vertical.
    private var requestedDistribution: UIStackView.Distribution = .fill
    /// Whether the stack is horizontal because of the rule.
    private var isAdjusted = false
    private var isApplyingRule = false

    /// Creates the stack and starts following the vertical size class.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        startAdjusting(following: [UITraitVerticalSizeClass.self])
    }

    /// Creates the stack from an archive and starts following the vertical size class.
    public required init(coder: NSCoder) {
        super.init(coder: coder)
        startAdjusting(following: [UITraitVerticalSizeClass.self])
    }

    /// The axis comes from the rule; setting it re-applies the rule.
    open override var axis: NSLayoutConstraint.Axis {
        didSet { if !isApplyingRule { applyRule() } }
    }

    /// The distribution while vertical; `.fillEqually` while horizontal (a value set meanwhile
    /// is restored on the return to vertical).
    open override var distribution: UIStackView.Distribution {
        didSet {
            guard !isApplyingRule, isAdjusted else { return }
            requestedDistribution = distribution
            applyRule()
        }
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
        // The distribution set while vertical is read when turning horizontal, so it is kept even
        // where property observers do not run (inside UIStackView's own initialisers).
        let compact = traitCollection.verticalSizeClass == .compact
        if compact && !isAdjusted { requestedDistribution = distribution }
        isAdjusted = compact
        let axis: NSLayoutConstraint.Axis = compact ? .horizontal : .vertical
        let distribution = compact ? .fillEqually : requestedDistribution
        if self.axis != axis { self.axis = axis }
        if self.distribution != distribution { self.distribution = distribution }
    }
}
