#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The part of its owning view the keyboard covers, at the view's bottom, as wide as the view;
/// 0 high while the keyboard is hidden (<doc:ScrollingAndKeyboard#Keyboard-guides>). Get it from
/// `UIView.keyboardFrameLayoutGuide` or anchor to `.keyboardFrame`.
@MainActor public final class KeyboardFrameLayoutGuide: KeyboardTrackingLayoutGuide {
    /// `guide.height == overlap`.
    private var heightConstraint: NSLayoutConstraint?

    override func makeConstraints(owner: UIView) -> [NSLayoutConstraint] {
        let height = name(heightAnchor.constraint(equalToConstant: 0), "height")
        heightConstraint = height
        return [
            name(leadingAnchor.constraint(equalTo: owner.leadingAnchor), "leading"),
            name(trailingAnchor.constraint(equalTo: owner.trailingAnchor), "trailing"),
            name(bottomAnchor.constraint(equalTo: owner.bottomAnchor), "bottom"),
            height,
        ]
    }

    override func applyOverlap(_ overlap: CGFloat, owner: UIView) {
        if heightConstraint?.constant != overlap { heightConstraint?.constant = overlap }
    }
}
