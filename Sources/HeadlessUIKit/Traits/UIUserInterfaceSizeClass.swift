#if !canImport(UIKit)
import Foundation

/// A coarse description of the space available along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class is specified.
    case unspecified = 0
    /// A constrained amount of space.
    case compact = 1
    /// An expansive amount of space.
    case regular = 2
}
#endif
