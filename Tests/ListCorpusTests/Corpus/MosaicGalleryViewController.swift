import AutoLayoutConvenience

/// A photo gallery in a mosaic: each group is a large photo two thirds wide beside two small
/// ones stacked, from a custom group; under it a row of filter chips centred by flexible edge
/// spacing.
final class MosaicGalleryViewController: UIViewController, UICollectionViewDataSource {
    /// The photo library grid's cell: a thumbnail filling the cell.
    typealias PhotoCell = PhotoGridViewController.PhotoCell

    let chips = ["All", "Favourites", "Videos"]
    let photoCount = 9
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            section == 0 ? chipsSection() : mosaicSection()
        }
    }

    /// Three 80 × 32 chips in one 44-point row, the room left shared before, between and after
    /// them, each centred vertically.
    static func chipsSection() -> NSCollectionLayoutSection {
        let chip = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(32)))
        chip.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [chip])
        return NSCollectionLayoutSection(group: group)
    }

    /// A large square photo and two small squares stacked beside it, 2 points apart, filling
    /// the width.
    static func mosaicSection() -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200))
        ) { environment in
            let width = environment.container.effectiveContentSize.width
            let small = (width - 4) / 3
            let large = 2 * small + 2
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: large, height: large)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: large + 2, y: 0, width: small, height: small)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: large + 2, y: small + 2, width: small, height: small), zIndex: 1),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        return section
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? chips.count : photoCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    }
}
