#if !canImport(UIKit)
import Foundation

/// How a list section of a compositional layout looks: rows as wide as the section, each as
/// tall as its cell's content (44 points estimated), inset by the side margin in the inset
/// grouped appearance.
public struct UICollectionLayoutListConfiguration {
    /// The look of a list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Grouped sections.
        case grouped
        /// Grouped sections inset by the side margin.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item.
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows show separators; it has no effect on layout.
    public var showsSeparators = true
    /// Where headers come from.
    public var headerMode: HeaderMode = .none
    /// Where footers come from.
    public var footerMode: FooterMode = .none
    /// The space above headers; nil for the system's.
    public var headerTopPadding: CGFloat?
    /// The list's background; it has no effect on layout.
    public var backgroundColor: UIColor?

    /// Gives the swipe actions of the row at an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions rows offer when swiped from their leading edge (headless rows are never
    /// swiped: the provider is kept for the app to call).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions rows offer when swiped from their trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of the given look.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension NSCollectionLayoutSection {
    /// The estimated height of a list row.
    static let estimatedListRowHeight: CGFloat = 44
    /// In a grouped list, the space below each section's last row (iOS 16 recorded a list's
    /// content ending 20 points below its last row).
    static let groupedListSectionBottomInset: CGFloat = 20
    /// In a grouped list, the space between the last row of a section and the first row of a
    /// following section without a header (iOS 16 recorded 35⅓ points at 3×).
    static let groupedListSectionGap: CGFloat = 35 + 1.0 / 3

    /// A list section: one full-width row per item, each sizing itself from a 44-point
    /// estimate, inset by the side margin when `.insetGrouped`; a supplementary header and
    /// footer when the configuration asks for them. Grouped and inset-grouped sections keep
    /// the grouped list's space below them and, without a header, above them.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedListRowHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        if configuration.appearance == .grouped || configuration.appearance == .insetGrouped {
            let bottom = groupedListSectionBottomInset
            section.contentInsets.bottom = bottom
            if configuration.headerMode == .none { section.contentInsets.top = groupedListSectionGap - bottom }
        }
        if configuration.appearance == .insetGrouped {
            let side = UIView.systemMinimumSideMargin(traits: layoutEnvironment.traitCollection, screen: layoutEnvironment.container.contentSize)
            section.contentInsets.leading = side
            section.contentInsets.trailing = side
        }
        let band = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedListRowHeight))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
#endif
