#if !canImport(UIKit)
import Foundation

/// The direction in which content is laid out horizontally.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}
#endif
