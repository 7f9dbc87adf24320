#if !canImport(UIKit)
import Foundation

// `UIView.keyboardLayoutGuide` (the GeometryGuides article, Keyboard): created lazily, held by four internal
// constraints whose height constant follows the simulated keyboard and the safe area.
extension UIView {
    var resolvedKeyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = existingKeyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        for (attribute, name) in [(NSLayoutConstraint.Attribute.left, "left"), (.right, "right"), (.bottom, "bottom")] {
            install(HeadlessGuideConstraint.make(guide, attribute, self, attribute, "UIView-keyboardLayoutGuide-\(name)"))
        }
        let height = HeadlessGuideConstraint(first: HeadlessAnchorSpec(item: guide, attribute: .height), relation: .equal,
                                             second: nil, multiplier: 1, constant: 0)
        height.identifier = "UIView-keyboardLayoutGuide-height"
        install(height)
        refreshKeyboardLayoutGuide()
        return guide
    }

    private var existingKeyboardGuide: UIKeyboardLayoutGuide? {
        for guide in storedLayoutGuides {
            if let keyboardGuide = guide as? UIKeyboardLayoutGuide { return keyboardGuide }
        }
        return nil
    }

    /// Moves the keyboard guide's height to the keyboard's overlap with the view, at least the
    /// bottom safe-area inset while `usesBottomSafeArea`.
    func refreshKeyboardLayoutGuide() {
        guard !storedLayoutGuides.isEmpty, let guide = existingKeyboardGuide else { return }
        let overlap = keyboardOverlapHeight
        let height = guide.usesBottomSafeArea ? max(overlap, safeAreaInsets.bottom) : overlap
        for constraint in unlistedConstraints where constraint.firstItem === guide && constraint.firstAttribute == .height {
            constraint.constant = height
        }
    }

    /// How much of the view the visible simulated keyboard of its window covers, vertically:
    /// the height of the intersection of the view's window rectangle with the keyboard frame.
    var keyboardOverlapHeight: CGFloat {
        guard let window, let keyboard = window.storedKeyboard, keyboard.isVisible else { return 0 }
        let rect = convert(bounds, to: nil)
        let overlap = min(rect.maxY, keyboard.frame.maxY) - max(rect.minY, keyboard.frame.minY)
        return max(0, min(overlap, rect.height))
    }
}
#endif
