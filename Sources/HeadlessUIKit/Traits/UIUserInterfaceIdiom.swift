#if !canImport(UIKit)
import Foundation

/// The kind of interface a device presents.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom is specified.
    case unspecified = -1
    /// An interface for iPhone and iPod touch.
    case phone = 0
    /// An interface for iPad.
    case pad = 1
    /// An interface for Apple TV.
    case tv = 2
    /// An interface for CarPlay.
    case carPlay = 3
    /// An interface optimised for the Mac.
    case mac = 5
}
#endif
