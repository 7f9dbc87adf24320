#if !canImport(UIKit)
import Foundation

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    /// No edge.
    case none = 0
    /// Above the section's items (a header).
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// Below the section's items (a footer).
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
}
#endif
