#if !canImport(UIKit)
import Foundation

/// The container a compositional section is laid out in.
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less the content insets.
    var effectiveContentSize: CGSize { get }
    /// The collection view's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container and the traits.
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The container and traits a compositional layout hands its section provider.
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(collectionView: UICollectionView) {
        contentSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        contentInsets = NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        traitCollection = collectionView.traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// A layout of sections made of groups of items, each sized absolutely, as a fraction of its
/// container or by its own content (estimated dimensions).
///
/// Sections run down the collection view; each repeats its group until its items run out. A
/// section with an orthogonal scrolling behaviour lays its groups out in one row that runs
/// past the trailing edge. Items with an estimated dimension take their cell's fitting size
/// along it once they come on screen (the cells are then queued for reuse), and keep their
/// estimates until then, as in UIKit: the content size grows or shrinks as they are measured.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for an environment.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    private var placed = PlacedElements()
    private var contentSize = CGSize.zero

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    /// A layout whose sections the closure makes.
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }

    /// Creates a layout from an archive; nothing is read from it, every section is empty.
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        super.init(coder: coder)
    }

    /// A layout of list sections with `configuration`.
    public class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Places every section.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        var placer = CompositionalPlacer(
            collectionView: collectionView, environment: CompositionalEnvironment(collectionView: collectionView), measured: measuredSizes)
        for section in 0..<collectionView.numberOfSections {
            guard let layout = provider(section, placer.environment) else { continue }
            placer.place(layout, section: section)
        }
        placed = PlacedElements(placer.attributes)
        contentSize = placer.contentSize
        measuredSizes = placer.measured
        estimatedFrames = placer.estimatedFrames
    }

    /// The size of the placed content.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Copies of the attributes whose frames overlap `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.elements(in: rect)
    }

    /// A copy of the attributes of an item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { placed.item(at: indexPath) }

    /// A copy of the attributes of a header or footer.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.supplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// A change of width invalidates the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
#endif
