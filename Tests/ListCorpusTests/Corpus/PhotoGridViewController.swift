import AutoLayoutConvenience

/// A photo library grid: three square thumbnails per row, 2 points apart, sized from the
/// collection view's width whenever the view lays out.
final class PhotoGridViewController: UICollectionViewController {
    static let columns: CGFloat = 3
    static let spacing: CGFloat = 2

    final class PhotoCell: UICollectionViewCell {
        static let reuseIdentifier = "PhotoCell"
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
                imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    let photoCount = 60
    private var flowLayout: UICollectionViewFlowLayout

    init() {
        flowLayout = UICollectionViewFlowLayout()
        flowLayout.minimumInteritemSpacing = Self.spacing
        flowLayout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: flowLayout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let width = collectionView.bounds.width
        let side = ((width - (Self.columns - 1) * Self.spacing) / Self.columns).rounded(.down)
        if flowLayout.itemSize.width != side {
            flowLayout.itemSize = CGSize(width: side, height: side)
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photoCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemTeal : .systemIndigo
        return cell
    }
}
