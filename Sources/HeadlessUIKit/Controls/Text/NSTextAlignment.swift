#if !canImport(UIKit)
import Foundation

/// How lines of text are aligned horizontally, with UIKit's raw values for iOS.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width; the last line of a paragraph is aligned naturally.
    case justified = 3
    /// Left in left-to-right content, right in right-to-left content; the default of `UILabel`.
    case natural = 4
}
#endif
