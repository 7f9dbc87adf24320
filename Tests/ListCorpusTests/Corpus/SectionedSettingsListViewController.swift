import AutoLayoutConvenience

/// A settings list in the inset-grouped appearance whose first section opens with a header row
/// (a grouped header configuration) and whose second section has no header, made with a
/// section provider, a cell registration and list content configurations.
final class SectionedSettingsListViewController: UIViewController, UICollectionViewDataSource {
    let sections = [["Section 1", "Item 1"], ["Item 2"]]
    private(set) var collectionView: UICollectionView!
    private var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { section, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = section == 0 ? .firstItemInSection : .none
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.alwaysBounceVertical = true
        registration = UICollectionView.CellRegistration { cell, indexPath, title in
            var content = indexPath == IndexPath(item: 0, section: 0) ? UIListContentConfiguration.groupedHeader() : cell.defaultContentConfiguration()
            content.text = title
            content.axesPreservingSuperviewLayoutMargins = .horizontal
            cell.contentConfiguration = content
        }
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
    }
}
