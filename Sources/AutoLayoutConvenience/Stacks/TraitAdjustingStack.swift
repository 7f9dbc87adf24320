#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A stack whose arrangement follows a rule on its traits (<doc:StackViews#Auto-adjusting-stacks>):
/// the auto-adjusting stacks.
@MainActor protocol TraitAdjustingStack: UIStackView {
    /// Gives the stack the arrangement its current traits call for.
    func applyRule()
}

extension TraitAdjustingStack {
    /// Applies the rule now and again whenever one of `traits` changes.
    func startAdjusting(following traits: [UITrait]) {
        applyRule()
        registerForTraitChanges(traits) { (stack: Self, _: UITraitCollection) in
            stack.applyRule()
        }
    }
}
