#if !canImport(UIKit)
import Foundation

// The label's part of the layout rounds (the LayoutPass article, Steps and Width-dependent sizes): after a solve, a
// multi-line label measures again at the width it received, and baseline constraints follow
// baselines that moved.
extension UILabel {
    func refreshTextLayout() {
        if hasWidthDependentSize, layoutWidth != bounds.width {
            // One screen for both sizes: the scale is looked up once.
            let scale = displayScaleOrOne
            let before = intrinsicSize(scale: scale)
            layoutWidth = bounds.width
            if intrinsicSize(scale: scale) != before { invalidateIntrinsicContentSize() }
        }
        retranslateMovedBaselines()
    }

    /// Re-translates the constraints on this label's baselines when the offsets they were
    /// translated with are out of date.
    private func retranslateMovedBaselines() {
        guard !reportedBaselines.isEmpty else { return }
        let moved = reportedBaselines.contains { first, reported in
            (currentBaselineOffset(first: first) ?? -1) != reported
        }
        guard moved, let engine = hierarchyRoot.storedLayoutEngine else { return }
        reportedBaselines = [:]
        for constraint in engine.constraintsInOrder(where: { $0.usesBaseline(of: self) }) {
            engine.retranslate(constraint)
        }
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint involves a baseline that `view` provides.
    func usesBaseline(of view: UIView) -> Bool {
        var specs: [HeadlessAnchorSpec] = []
        for spec in [firstSpec, secondSpec].compactMap({ $0 }) {
            if let offset = spec.offset { specs += [offset.from, offset.to] } else { specs.append(spec) }
        }
        return specs.contains { spec in
            guard let item = spec.item as? UIView else { return false }
            switch spec.attribute {
            case .firstBaseline: return item.forFirstBaselineLayout === view
            case .lastBaseline: return item.forLastBaselineLayout === view
            default: return false
            }
        }
    }
}
#endif
