#if !canImport(UIKit)
import Foundation

/// How a section scrolls across the main direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The groups run in the main direction.
    case none = 0
    /// The groups run across and scroll freely.
    case continuous
    /// The groups run across and stop at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The groups run across and scroll a page at a time.
    case paging
    /// The groups run across and scroll a group at a time.
    case groupPaging
    /// The groups run across, a group at a time, centred.
    case groupPagingCentered
}
#endif
