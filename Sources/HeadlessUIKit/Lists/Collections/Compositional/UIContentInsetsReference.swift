#if !canImport(UIKit)
import Foundation

/// The boundary a compositional section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice: the safe area.
    case automatic = 0
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The collection view's readable content guide.
    case readableContent
}
#endif
