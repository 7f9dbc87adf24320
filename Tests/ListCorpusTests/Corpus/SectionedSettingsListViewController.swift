import AutoLayoutConvenience

/// A settings list in the inset-grouped appearance whose first section opens with a header row
/// (a grouped header configuration) and whose second section has no header, made with a
/// section provider, a cell registration and list content configurations. Rows swipe to reset,
/// the open row stays selected, and rows are prefetched as the list scrolls.
final class SectionedSettingsListViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    let sections = [["Section 1", "Item 1"], ["Item 2"]]
    private(set) var collectionView: UICollectionView!
    private(set) var prefetched: [IndexPath] = []
    private(set) var reset: [String] = []
    private var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { section, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = section == 0 ? .firstItemInSection : .none
            configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                guard let self, indexPath.item > 0 || indexPath.section > 0 else { return nil }
                let title = self.sections[indexPath.section][indexPath.item]
                let reset = UIContextualAction(style: .normal, title: "Reset") { _, _, completion in
                    self.reset.append(title)
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [reset])
            }
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
        collectionView.prefetchDataSource = self
        collectionView.isPrefetchingEnabled = true
        view.addSubview(collectionView)
    }

    /// Shows a setting as the open one: its row stays selected.
    func open(_ indexPath: IndexPath) {
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    /// Closes the open setting.
    func closeOpenSetting() {
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: true) }
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
    }
}
