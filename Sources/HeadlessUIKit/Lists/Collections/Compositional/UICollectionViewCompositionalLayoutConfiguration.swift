#if !canImport(UIKit)
import Foundation

/// What a compositional layout sets for all its sections: the scroll direction, the space
/// between sections, headers and footers of the whole layout, and the boundary section insets
/// are measured from.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow one another in. Vertical is modelled; a horizontal
    /// layout is laid out vertically, with a log.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers before the first section and footers after the last, across the layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The boundary sections' insets are measured from when they do not choose one (the safe
    /// area by default, as UIKit documents).
    open var contentInsetsReference = UIContentInsetsReference.safeArea

    /// A configuration with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// A copy with the same values.
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
#endif
