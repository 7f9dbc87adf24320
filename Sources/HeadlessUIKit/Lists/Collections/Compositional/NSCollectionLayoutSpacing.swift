#if !canImport(UIKit)
import Foundation

/// The space between the items of a group: exactly so much, or at least so much (the items
/// then spread to fill the group).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing.
    public let spacing: CGFloat
    /// Whether the spacing is a minimum.
    public let isFlexibleSpacing: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
#endif
