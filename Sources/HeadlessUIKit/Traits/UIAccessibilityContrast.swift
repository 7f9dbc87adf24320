#if !canImport(UIKit)
import Foundation

/// The contrast level the user asked for through the Increase Contrast accessibility setting.
public enum UIAccessibilityContrast: Int, Sendable {
    /// No contrast level is specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// High contrast.
    case high = 1
}
#endif
