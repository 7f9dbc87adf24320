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
/// Sections run down the collection view, `interSectionSpacing` apart; each repeats its group
/// until its items run out. A section with an orthogonal scrolling behaviour lays its groups
/// out in one row that runs past the trailing edge. Items with an estimated dimension take
/// their cell's fitting size along it once they come on screen (the cells are then queued for
/// reuse), and keep their estimates until then, as in UIKit: the content size grows or
/// shrinks as they are measured. Headers and footers marked `pinToVisibleBounds` stay on
/// screen while their section is; decoration views come from the classes registered for
/// their kinds.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for an environment.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    private var placed = PlacedElements()
    private var contentSize = CGSize.zero
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private var loggedHorizontal = false

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// A layout whose sections the closure makes.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections the closure makes, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// Creates a layout from an archive; nothing is read from it, every section is empty.
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout of list sections with `configuration`.
    public class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The layout-wide settings. The layout keeps a copy: changing the object afterwards has
    /// no effect, and setting a configuration invalidates the layout, as in UIKit.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copied() }
        set {
            storedConfiguration = newValue.copied()
            invalidateLayout()
        }
    }

    /// Places every section.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let configuration = storedConfiguration
        if configuration.scrollDirection == .horizontal && !loggedHorizontal {
            loggedHorizontal = true
            writeLog(.notModelled, "HeadlessUIKit: a horizontal compositional layout is laid out vertically")
        }
        var placer = CompositionalPlacer(
            collectionView: collectionView, environment: CompositionalEnvironment(collectionView: collectionView), measured: measuredSizes)
        let layoutBands = configuration.boundarySupplementaryItems
        placer.placeLayoutBands(layoutBands.filter(\.isLeadingBand), reference: configuration.contentInsetsReference)
        for section in 0..<collectionView.numberOfSections {
            guard let layout = provider(section, placer.environment) else { continue }
            if section > 0 { placer.skip(configuration.interSectionSpacing) }
            let reference = layout.contentInsetsReference == .automatic ? configuration.contentInsetsReference : layout.contentInsetsReference
            placer.place(layout, section: section, reference: reference)
        }
        placer.placeLayoutBands(layoutBands.filter(\.isTrailingBand), reference: configuration.contentInsetsReference)
        placer.finish()
        placed = PlacedElements(placer.attributes, pinned: placer.pinned)
        contentSize = placer.contentSize
        measuredSizes = placer.measured
        estimatedFrames = placer.estimatedFrames
    }

    /// The size of the placed content.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Copies of the attributes whose frames overlap `rect`, pinned headers and footers where
    /// the visible area keeps them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.elements(in: rect, visible: visibleSpan(vertical: true))
    }

    /// A copy of the attributes of an item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { placed.item(at: indexPath) }

    /// A copy of the attributes of a header, footer or other supplementary view.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.supplementaryView(ofKind: elementKind, at: indexPath, visible: visibleSpan(vertical: true))
    }

    /// A copy of the attributes of a decoration view.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.decorationView(ofKind: elementKind, at: indexPath)
    }

    /// A change of width invalidates the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
#endif
