#if !canImport(UIKit)
import Foundation

/// An object whose fonts can follow the preferred content size category (Dynamic Type).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether fonts made with `UIFont.preferredFont(forTextStyle:)` are re-resolved for the
    /// object's content size category when its traits change.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
#endif
