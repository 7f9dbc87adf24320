import AutoLayoutConvenience

/// A home screen's horizontal carousel of story cards above the fold, built with a cell
/// registration and a diffable data source.
final class StoriesCarouselViewController: UIViewController {
    enum Section: Hashable, Sendable {
        case stories
    }

    final class StoryCell: UICollectionViewCell {
        let titleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            contentView.layer.cornerRadius = 12
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.numberOfLines = 2
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(titleLabel)
            NSLayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    static let cardSize = CGSize(width: 140, height: 180)
    let stories = (1...12).map { "Story \($0)" }
    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Self.cardSize
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: Self.cardSize.height),
        ])
        let registration = UICollectionView.CellRegistration<StoryCell, String> { cell, _, story in
            cell.titleLabel.text = story
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, story in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: story)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.stories])
        snapshot.appendItems(stories)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
