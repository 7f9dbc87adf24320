#if !canImport(UIKit)
import Foundation

/// The layout direction stored in a trait collection; unlike `UIUserInterfaceLayoutDirection` it
/// can be unspecified.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No layout direction is specified.
    case unspecified = -1
    /// Left-to-right layout.
    case leftToRight = 0
    /// Right-to-left layout.
    case rightToLeft = 1
}
#endif
