#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIButton {
    /// A filled, rounded system button 50 points high, with the title in `titleColor` (when
    /// given) on `backgroundColor` (default `.systemBlue`). The title adapts to Dynamic Type.
    public static func platter(
        title: String? = nil, backgroundColor: UIColor? = nil, titleColor: UIColor? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        if let titleColor { button.setTitleColor(titleColor, for: .normal) }
        button.backgroundColor = backgroundColor ?? .systemBlue
        button.layer.cornerRadius = 8
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        return button.constrain(height: 50, file: file, line: line)
    }
}
