#if !canImport(UIKit)
import Foundation

/// Whether the interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style is specified.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2
}
#endif
