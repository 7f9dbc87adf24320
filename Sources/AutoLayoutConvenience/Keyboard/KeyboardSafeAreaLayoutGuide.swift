#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The safe area of its owning view minus the part the keyboard covers (<doc:ScrollingAndKeyboard#Keyboard-guides>).
/// Get it from `UIView.keyboardSafeAreaLayoutGuide` or anchor to `.keyboardSafeArea`.
@MainActor public final class KeyboardSafeAreaLayoutGuide: KeyboardTrackingLayoutGuide {
    /// `safeArea.bottom == guide.bottom + c`, c = max(overlap − safe-area bottom inset, 0).
    private var bottomConstraint: NSLayoutConstraint?

    override func makeConstraints(owner: UIView) -> [NSLayoutConstraint] {
        let safeArea = owner.safeAreaLayoutGuide
        let bottom = name(safeArea.bottomAnchor.constraint(equalTo: bottomAnchor), "bottom")
        bottomConstraint = bottom
        return [
            name(topAnchor.constraint(equalTo: safeArea.topAnchor), "top"),
            name(leadingAnchor.constraint(equalTo: safeArea.leadingAnchor), "leading"),
            name(trailingAnchor.constraint(equalTo: safeArea.trailingAnchor), "trailing"),
            bottom,
        ]
    }

    override func applyOverlap(_ overlap: CGFloat, owner: UIView) {
        let constant = max(overlap - owner.safeAreaInsets.bottom, 0)
        if bottomConstraint?.constant != constant { bottomConstraint?.constant = constant }
    }
}
