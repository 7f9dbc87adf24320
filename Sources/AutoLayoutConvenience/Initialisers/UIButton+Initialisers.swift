#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIButton {
    /// A button of `type` titled `title` in `font` (the type's font when nil), whose title and
    /// image follow the user's text size.
    public convenience init(title: String? = nil, font: UIFont? = nil, type: UIButton.ButtonType) {
        self.init(type: type)
        setTitle(title, for: .normal)
        if let font { titleLabel?.font = font }
        titleLabel?.adjustsFontForContentSizeCategory = true
        adjustsImageSizeForAccessibilityContentSizeCategory = true
    }
}
