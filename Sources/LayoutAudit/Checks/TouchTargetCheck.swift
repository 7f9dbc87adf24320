#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds enabled, visible controls that take touches and are smaller than 44 × 44 points, the
/// minimum of Apple's Human Interface Guidelines. `UISwitch` is left out: UIKit fixes its frame
/// at 51 × 31 and takes touches around it.
struct TouchTargetCheck: LayoutCheck {
    /// The smallest comfortable touch target, in points.
    static let minimumSide: CGFloat = 44

    var kinds: Set<LayoutFinding.Kind> { [.smallTouchTarget] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        context.hierarchy.entries.compactMap { entry in
            guard entry.isVisible, let control = entry.view as? UIControl, !(control is UISwitch),
                  control.isEnabled, control.isUserInteractionEnabled else { return nil }
            let size = entry.windowFrame.size
            guard size.width < Self.minimumSide - 0.01 || size.height < Self.minimumSide - 0.01 else { return nil }
            return context.finding(.smallTouchTarget, [entry.audited], constraints: context.sourceConstraints(of: control),
                                   detail: "\(points(size.width)) × \(points(size.height)) pt, under 44 × 44 pt")
        }
    }
}
#endif
