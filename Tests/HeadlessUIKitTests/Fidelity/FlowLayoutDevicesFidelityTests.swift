import Foundation
import HeadlessUIKit
import Testing

/// A horizontally scrolling flow layout inside a view controller's layout margins, on four
/// devices, as iOS rendered it into snapshot images: pointfreeco/swift-snapshot-testing,
/// `testCollectionViewsWithMultipleScreenSizes` in `Tests/SnapshotTestingTests/
/// SnapshotTestingTests.swift` (read at 6bb6c9ae9970387eeb4b8394c34bd8c350030500) with reference
/// images `testCollectionViewsWithMultipleScreenSizes.{iphoneSe,iphone8,iphoneMax,ipad}.png`
/// (last re-recorded in 295b799a, 2020-01-14, on a 3× simulator). The collection view is pinned
/// to the root view's `layoutMarginsGuide`; the flow layout scrolls horizontally with a line
/// spacing of 20; every item is min(collection width − 50, 300) wide and as high as the
/// collection view; cells' content views are flat orange, so the cells were read off the images
/// to the pixel (1 px = 1/3 pt; the second cell is cut by the collection view's edge). Case ids
/// K09–K12 in docs/research/fidelity-sources.md.
@Suite @MainActor struct FlowLayoutDevicesFidelityTests {
    private final class Controller: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let layout: UICollectionViewFlowLayout = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 20
            return layout
        }()
        lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(collectionView)
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                collectionView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                collectionView.topAnchor.constraint(equalTo: margins.topAnchor),
                collectionView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                collectionView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.collectionViewLayout.invalidateLayout()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: min(collectionView.frame.width - 50, 300), height: collectionView.frame.height)
        }
    }

    private struct Case: Sendable {
        let id: String, size: CGSize, safeArea: UIEdgeInsets
        /// The first cell and the visible part of the second, in window coordinates, as measured.
        let first: CGRect, secondVisible: CGRect
    }

    nonisolated private static let cases: [Case] = [
        Case(id: "K09", size: CGSize(width: 320, height: 568), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
             first: CGRect(x: 16, y: 20, width: 238, height: 548), secondVisible: CGRect(x: 274, y: 20, width: 30, height: 548)),
        Case(id: "K10", size: CGSize(width: 375, height: 667), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
             first: CGRect(x: 16, y: 20, width: 293, height: 647), secondVisible: CGRect(x: 329, y: 20, width: 30, height: 647)),
        Case(id: "K11", size: CGSize(width: 414, height: 896), safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
             first: CGRect(x: 20, y: 44, width: 300, height: 818), secondVisible: CGRect(x: 340, y: 44, width: 54, height: 818)),
        Case(id: "K12", size: CGSize(width: 1366, height: 1024), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
             first: CGRect(x: 20, y: 20, width: 300, height: 1004), secondVisible: CGRect(x: 340, y: 20, width: 300, height: 1004)),
    ]

    @Test(arguments: cases.map(\.id))
    func cellsFillTheMarginsAndStepByTheirWidthPlusTwenty(id: String) throws {
        let recorded = try #require(Self.cases.first { $0.id == id })
        var device = FidelityFixture.device(recorded.size.width, recorded.size.height, scale: 3, safeArea: recorded.safeArea)
        if recorded.size.width > 500 {
            // The recording's iPad configuration has regular size classes, hence 20-point margins.
            let regular = HeadlessSizeClasses(horizontal: .regular, vertical: .regular)
            device = HeadlessDevice(name: device.name, userInterfaceIdiom: .pad, portraitScreenSize: recorded.size, scale: 3,
                                    portraitSafeAreaInsets: recorded.safeArea, landscapeSafeAreaInsets: recorded.safeArea,
                                    portraitSizeClasses: regular, landscapeSizeClasses: regular)
        }
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = controller.collectionView
        let visible = collection.convert(collection.bounds, to: window)
        let frames = (0..<2).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        try #require(frames.count == 2)
        let first = collection.convert(frames[0], to: window), second = collection.convert(frames[1], to: window)
        #expect(isClose(first, recorded.first, tolerance: 0.5), "\(id): first cell \(first)")
        #expect(isClose(second.intersection(visible), recorded.secondVisible, tolerance: 0.5), "\(id): second cell \(second) in \(visible)")
        _ = window
    }
}
