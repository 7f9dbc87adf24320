#if !canImport(UIKit)
import Foundation

/// How text that does not fit its width is wrapped or truncated, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break at word boundaries.
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Text that does not fit is cut off.
    case byClipping = 2
    /// The last line shows its end, with an ellipsis at the start: "…wxyz".
    case byTruncatingHead = 3
    /// The last line shows its start, with an ellipsis at the end: "abcd…"; `UILabel`'s default.
    case byTruncatingTail = 4
    /// The last line shows its start and end, with an ellipsis in the middle: "ab…yz".
    case byTruncatingMiddle = 5
}
#endif
