#if !canImport(UIKit)
import Foundation

// Intrinsic content size, hugging and compression resistance (the Solving article, Intrinsic size): the
// implementations behind UIView's API, and the upkeep of the internal size constraints.
extension UIView {
    func headlessInvalidateIntrinsicContentSize() {
        headlessNeedsIntrinsicUpdate = true
        headlessRoot.headlessHierarchyNeedsLayout = true
        headlessSuperview?.headlessSubviewIntrinsicSizeDidInvalidate(self)
    }

    func headlessSetPriority(_ priority: UILayoutPriority, in storage: ReferenceWritableKeyPath<UIView, [UILayoutPriority]>, for axis: NSLayoutConstraint.Axis) {
        guard headlessIsValidPriority(priority), self[keyPath: storage][axis.rawValue] != priority else { return }
        self[keyPath: storage][axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    private func headlessIsValidPriority(_ priority: UILayoutPriority) -> Bool {
        guard priority.rawValue.isFinite, priority.rawValue >= 1, priority.rawValue <= 1000 else {
            headlessException("NSInternalInconsistencyException", "Priority \(priority.rawValue) is outside the range 1...1000")
            return false
        }
        return true
    }

    /// Brings the intrinsic-size constraints up to date with `intrinsicContentSize` and the
    /// priorities: constant changes are incremental, priority changes re-enter the solver.
    func headlessSyncContentSizeConstraints() {
        guard headlessNeedsIntrinsicUpdate else { return }
        headlessNeedsIntrinsicUpdate = false
        let size = intrinsicContentSize
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            let existing = headlessContentSizeConstraints[axis.rawValue]
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else {
                existing?.headlessDeactivate()
                headlessContentSizeConstraints[axis.rawValue] = nil
                continue
            }
            let hugging = headlessHugging[axis.rawValue], resistance = headlessCompressionResistance[axis.rawValue]
            guard let existing else {
                let made = NSContentSizeLayoutConstraint(view: self, axis: axis, size: value, hugging: hugging, compressionResistance: resistance)
                headlessContentSizeConstraints[axis.rawValue] = made
                headlessInstall(made)
                continue
            }
            if existing.hugging != hugging || existing.compressionResistance != resistance {
                existing.hugging = hugging
                existing.compressionResistance = resistance
                existing.headlessEngineRecord?.engine?.priorityChanged(existing)
            }
            existing.constant = value
        }
    }
}
#endif
