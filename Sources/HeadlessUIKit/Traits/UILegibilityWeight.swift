#if !canImport(UIKit)
import Foundation

/// The font weight the user asked for through the Bold Text accessibility setting.
public enum UILegibilityWeight: Int, Sendable {
    /// No weight is specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}
#endif
