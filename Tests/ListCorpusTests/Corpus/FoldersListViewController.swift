import AutoLayoutConvenience

/// A notes app's folder list: list cells with a content configuration, a count label and a
/// disclosure indicator, and a delete control while the list is editing.
final class FoldersListViewController: UIViewController {
    let folders: [(name: String, count: Int)] = [("Notes", 42), ("Recipes", 7), ("Travel", 12), ("Work", 128)]
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let counts = Dictionary(uniqueKeysWithValues: folders.map { ($0.name, $0.count) })
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "\(counts[name] ?? 0)"), .disclosureIndicator(), .delete()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(folders.map(\.name))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Starts or ends editing the list.
    func setEditing(_ editing: Bool) {
        collectionView.isEditing = editing
    }
}
