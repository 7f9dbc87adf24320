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
    /// Views behind the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers keep to the section's leading and trailing content insets
    /// (on by default, as UIKit documents); off, they span the section's full width.
    open var supplementariesFollowContentInsets = true
    /// The boundary the content insets are measured from. The safe area (`.automatic`,
    /// `.safeArea`) and the collection view's edges (`.none`) are modelled; the layout
    /// margins and the readable content guide are measured from the safe area, with a log.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// The boundary the insets of headers and footers are measured from.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic

    /// Creates a section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
#endif
