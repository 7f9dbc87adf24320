#if !canImport(UIKit)
import Foundation

/// A section of a compositional layout: one group repeated until the section's items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated through the section.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the groups run across, in one row that scrolls sideways, instead of down.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
#endif
