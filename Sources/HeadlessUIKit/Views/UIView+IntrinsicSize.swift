#if !canImport(UIKit)
import Foundation

// Intrinsic content size, hugging and compression resistance (the Solving article, Intrinsic size): the
// implementations behind UIView's API, and the upkeep of the internal size constraints.
extension UIView {
    func performInvalidateIntrinsicContentSize() {
        needsIntrinsicUpdate = true
        hierarchyRoot.hierarchyNeedsLayout = true
        storedSuperview?.subviewIntrinsicSizeDidInvalidate(self)
    }

    func setPriority(_ priority: UILayoutPriority, in storage: ReferenceWritableKeyPath<UIView, HeadlessAxisPair<UILayoutPriority>>, for axis: NSLayoutConstraint.Axis) {
        guard isValidPriority(priority), self[keyPath: storage][axis] != priority else { return }
        self[keyPath: storage][axis] = priority
        invalidateIntrinsicContentSize()
    }

    private func isValidPriority(_ priority: UILayoutPriority) -> Bool {
        guard priority.rawValue.isFinite, priority.rawValue >= 1, priority.rawValue <= 1000 else {
            raiseException("NSInternalInconsistencyException", "Priority \(priority.rawValue) is outside the range 1...1000")
            return false
        }
        return true
    }

    /// Brings the intrinsic-size constraints up to date with `intrinsicContentSize` and the
    /// priorities: constant changes are incremental, priority changes re-enter the solver.
    func syncContentSizeConstraints() {
        guard needsIntrinsicUpdate else { return }
        needsIntrinsicUpdate = false
        let size = intrinsicContentSize
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            let existing = contentSizeConstraints[axis]
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else {
                // Views without a size on this axis, most of them, leave their storage untouched.
                if let existing {
                    existing.performDeactivation()
                    contentSizeConstraints[axis] = nil
                }
                continue
            }
            let hugging = huggingPriorities[axis], resistance = compressionResistancePriorities[axis]
            guard let existing else {
                let made = NSContentSizeLayoutConstraint(view: self, axis: axis, size: value, hugging: hugging, compressionResistance: resistance)
                contentSizeConstraints[axis] = made
                install(made)
                continue
            }
            if existing.hugging != hugging || existing.compressionResistance != resistance {
                existing.hugging = hugging
                existing.compressionResistance = resistance
                existing.engineRecord?.engine?.priorityChanged(existing)
            }
            existing.constant = value
        }
    }
}
#endif
