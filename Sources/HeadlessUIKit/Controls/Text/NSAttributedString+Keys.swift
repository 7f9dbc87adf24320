#if !canImport(UIKit)
import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text; `UILabel` reads it from the first character of `attributedText`.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The `UIColor` of the text; `UILabel` reads it from the first character of `attributedText`.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}
#endif
