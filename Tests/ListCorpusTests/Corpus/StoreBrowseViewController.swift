import AutoLayoutConvenience

/// An app store "Browse" screen on a compositional layout that uses the layout's decorations:
/// a banner across the whole layout, then a card of app tiles (a grey background behind the
/// section, a header that stays on screen while the card is, a count badge on each tile's
/// corner), then self-sizing rows of news.
final class StoreBrowseViewController: UIViewController, UICollectionViewDataSource {
    static let bannerKind = "store-banner"
    static let headerKind = UICollectionView.elementKindSectionHeader
    static let badgeKind = "store-badge"
    static let backgroundKind = "store-card-background"

    /// A tile or a news row: a wrapping label 12 points inside the cell at the default text size.
    final class TextCell: UICollectionViewCell {
        static let reuseIdentifier = "TextCell"
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            // The padding grows with the text size (12 points at the default size).
            let padding = UIFontMetrics(forTextStyle: .body).scaledValue(for: 12, compatibleWith: traitCollection)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: padding),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: padding),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -padding),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -padding),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// The banner, the card's header and the badges: a label filling the view.
    final class LabelView: UICollectionReusableView {
        static let reuseIdentifier = "LabelView"
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.trailingAnchor.constraint(equalTo: trailingAnchor),
                label.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// The card's grey background.
    final class CardBackgroundView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = #colorLiteral(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
            layer.cornerRadius = 12
            layer.cornerCurve = .continuous
            layer.shadowColor = UIColor.black.cgColor
            layer.shadowOpacity = 0.1
            layer.shadowOffset = CGSize(width: 0, height: 2)
            layer.shadowRadius = 8
            layer.borderColor = UIColor.black.withAlphaComponent(0.05).cgColor
            layer.borderWidth = 1
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    let apps = ["Notes", "Maps", "Books", "Clock", "Files", "Music"]
    let news = [
        "Editors' choice",
        "Five apps that make the most of the bigger screen and the new camera controls this year",
        "Updates",
        "What's new in games this week, from puzzles to racing",
        "Apps for focus",
        "Meet the developers behind this year's most talked-about photo editor",
        "Top free",
        "Top paid",
        "Get started with the apps that help you plan a trip, pack and find your way",
        "Family sharing",
    ]
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = Self.makeLayout()
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier)
        for kind in [Self.bannerKind, Self.headerKind, Self.badgeKind] {
            collectionView.register(LabelView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: LabelView.reuseIdentifier)
        }
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// A 60-point banner over the whole layout, and sections 24 points apart.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                elementKind: bannerKind, alignment: .top),
        ]
        return UICollectionViewCompositionalLayout(sectionProvider: { section, _ in
            section == 0 ? appsSection() : newsSection()
        }, configuration: configuration)
    }

    /// Tiles two to a row, 120 points per row with 4 points around each tile, a 20-point badge
    /// over each tile's top trailing corner, a pinned 44-point header, and a background 8
    /// points inside the section.
    static func appsSection() -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        return section
    }

    /// Full-width rows that size themselves from a 60-point estimate, 16 points in from the
    /// sides (the item's top and bottom insets do not apply along its estimated height).
    static func newsSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let item = NSCollectionLayoutItem(layoutSize: size)
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item]))
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? apps.count : news.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath)
        (cell as? TextCell)?.label.text = indexPath.section == 0 ? apps[indexPath.item] : news[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: LabelView.reuseIdentifier, for: indexPath)
        let text: String
        switch kind {
        case Self.bannerKind: text = "Browse"
        case Self.badgeKind: text = "\(indexPath.item + 1)"
        default: text = "Apps"
        }
        (view as? LabelView)?.label.text = text
        return view
    }
}
