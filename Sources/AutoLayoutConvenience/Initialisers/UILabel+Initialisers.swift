#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UILabel {
    /// Creates a label in the Dynamic Type font of `textStyle`, adjusting to content size
    /// changes, multi-line unless told otherwise. The colour is set only when given.
    public convenience init(
        text: String? = nil, textStyle: UIFont.TextStyle = .body, color: UIColor? = nil,
        alignment: NSTextAlignment = .natural, numberOfLines: Int = 0
    ) {
        self.init(text: text, font: UIFont.preferredFont(forTextStyle: textStyle), color: color, alignment: alignment, numberOfLines: numberOfLines)
        adjustsFontForContentSizeCategory = true
    }

    /// Creates a label with a fixed font, multi-line unless told otherwise. The colour is set
    /// only when given.
    public convenience init(
        text: String? = nil, font: UIFont, color: UIColor? = nil,
        alignment: NSTextAlignment = .natural, numberOfLines: Int = 0
    ) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
        if let color { textColor = color }
        textAlignment = alignment
        self.numberOfLines = numberOfLines
    }
}
