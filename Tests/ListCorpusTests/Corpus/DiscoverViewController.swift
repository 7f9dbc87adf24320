import AutoLayoutConvenience

/// An app store style "Discover" screen with a compositional layout: a featured row that
/// scrolls sideways under a header, then a grid of three square tiles per row.
final class DiscoverViewController: UIViewController, UICollectionViewDataSource {
    static let headerKind = UICollectionView.elementKindSectionHeader

    final class TileCell: UICollectionViewCell {
        static let reuseIdentifier = "TileCell"
        let titleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .tertiarySystemFill
            titleLabel.font = .preferredFont(forTextStyle: .footnote)
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(titleLabel)
            NSLayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class TitleHeader: UICollectionReusableView {
        static let reuseIdentifier = "TitleHeader"
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .title2)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    let featured = (1...8).map { "Featured \($0)" }
    let tiles = (1...30).map { "Tile \($0)" }
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: TitleHeader.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            section == 0 ? featuredSection() : gridSection()
        }
    }

    /// Cards 85% of the width, 200 tall, one per group, paging sideways.
    static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// Three square tiles per row, 2 points apart.
    static func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item, item, item])
        return NSCollectionLayoutSection(group: group)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? featured.count : tiles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath)
        (cell as? TileCell)?.titleLabel.text = indexPath.section == 0 ? featured[indexPath.item] : tiles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: TitleHeader.reuseIdentifier, for: indexPath)
        (header as? TitleHeader)?.label.text = "Featured"
        return header
    }
}
