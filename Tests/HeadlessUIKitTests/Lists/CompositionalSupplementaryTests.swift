import Foundation
import HeadlessUIKit
import Testing

/// Supplementary items, decorations, layout configurations and content insets references of
/// compositional layouts.
///
/// The rules are those UIKit documents in the iOS 17 SDK header
/// `UICollectionViewCompositionalLayout.h` (its diagrams and comments): an anchor's edges put
/// the item inside that edge or corner of its container, centred on an axis without an edge;
/// an item anchor names the point of the item that goes on the container's point; a fractional
/// offset counts in the item's own size; a boundary item "extends the content area of the
/// host geometry" by default; a background decoration covers the section's geometry less its
/// content insets, and "all other section items will be automatically promoted to zIndex=1";
/// the layout configuration's content insets reference is the safe area by default. That a
/// group repeats its subitems while they fit is the behaviour of Apple's grid samples
/// ("Implementing Modern Collection Views": one item a fifth of the width, five per row).
@Suite @MainActor struct CompositionalSupplementaryTests {
    private let keeper = WindowKeeper()
    /// The data sources, which collection views hold weakly, kept for the test's length.
    private let sources = SourceKeeper()

    private final class SourceKeeper {
        var sources: [Source] = []
    }

    /// Cells and views of every kind, counting nothing: the layouts are what is tested.
    private final class Source: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
        }
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A collection view of `counts` items on an iPhone 15 window, laid out.
    private func collection(_ layout: UICollectionViewLayout, counts: [Int], kinds: [String],
                            orientation: HeadlessOrientation = .portrait) -> (UICollectionView, Source) {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: orientation)
        window.makeKeyAndVisible()
        keeper.keep(window)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in kinds { collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view") }
        let source = Source(counts)
        sources.sources.append(source)
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, source)
    }

    private func frame(_ collection: UICollectionView, kind: String, at indexPath: IndexPath) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame
    }

    @Test func anchorsPlaceItemsByEdgesItemAnchorsAndOffsets() throws {
        let badge = size(.absolute(20), .absolute(10))
        let corner = NSCollectionLayoutSupplementaryItem(layoutSize: badge, elementKind: "corner",
                                                         containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let centred = NSCollectionLayoutSupplementaryItem(layoutSize: badge, elementKind: "centre", containerAnchor: NSCollectionLayoutAnchor(edges: []))
        // The header's second diagram: the item's bottom leading corner on the container's top
        // trailing corner, moved (10, −10).
        let outside = NSCollectionLayoutSupplementaryItem(
            layoutSize: badge, elementKind: "outside",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let fraction = NSCollectionLayoutSupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.25)), elementKind: "half",
                                                           containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(80)), supplementaryItems: [corner, centred, outside, fraction])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        let (collection, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [1],
                                         kinds: ["corner", "centre", "outside", "half"])
        let at = IndexPath(item: 0, section: 0)
        #expect(frame(collection, kind: "corner", at: at) == CGRect(x: 0, y: 70, width: 20, height: 10))
        #expect(frame(collection, kind: "centre", at: at) == CGRect(x: 40, y: 35, width: 20, height: 10))
        #expect(frame(collection, kind: "outside", at: at) == CGRect(x: 110, y: -20, width: 20, height: 10))
        #expect(frame(collection, kind: "half", at: at) == CGRect(x: 25, y: 0, width: 50, height: 20))
        #expect(outside.containerAnchor.isAbsoluteOffset && !outside.containerAnchor.isFractionalOffset)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "corner", at: at)?.zIndex == 1)
    }

    @Test func boundaryItemsTakeTheirEdgeOrCorner() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let corner = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .absolute(30)), elementKind: "corner", alignment: .topTrailing)
        let side = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .absolute(20)), elementKind: "side", alignment: .leading)
        let overlay = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(24)), elementKind: "overlay",
                                                                 alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: -24))
        overlay.extendsBoundary = false
        section.boundarySupplementaryItems = [corner, side, overlay]
        let (collection, _) = collection(UICollectionViewCompositionalLayout(section: section), counts: [2, 1], kinds: ["corner", "side", "overlay"])
        // Section 0: the corner header (30) extends it; items from 40; the overlay does not.
        #expect(frame(collection, kind: "corner", at: IndexPath(item: 0, section: 0)) == CGRect(x: 313, y: 0, width: 60, height: 30))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 40, width: 353, height: 50))
        #expect(frame(collection, kind: "side", at: IndexPath(item: 0, section: 0)) == CGRect(x: 20, y: 80, width: 40, height: 20))
        #expect(frame(collection, kind: "overlay", at: IndexPath(item: 0, section: 0)) == CGRect(x: 20, y: 126, width: 353, height: 24))
        // Section 1 starts right after section 0's bottom inset.
        #expect(frame(collection, kind: "corner", at: IndexPath(item: 0, section: 1)) == CGRect(x: 313, y: 150, width: 60, height: 30))
        #expect(collection.contentSize.height == CGFloat(150 + 30 + 10 + 50 + 10))
        // Off, the supplementaries span the section's full width.
        section.supplementariesFollowContentInsets = false
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(frame(collection, kind: "corner", at: IndexPath(item: 0, section: 0)) == CGRect(x: 333, y: 0, width: 60, height: 30))
    }

    @Test func groupsRepeatTheirSubitemsWhileTheyFit() throws {
        let fifth = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let wide = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)))
        let grid = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [fifth])
        let pattern = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [wide, fifth])
        pattern.interItemSpacing = .fixed(0)
        let layout = UICollectionViewCompositionalLayout { section, _ in
            NSCollectionLayoutSection(group: section == 0 ? grid : pattern)
        }
        let (collection, _) = collection(layout, counts: [7, 4], kinds: [])
        let frames = try (0..<7).map { try #require(collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame.origin }
        let expected = [0, 1, 2, 3, 4].map { CGPoint(x: 78.6 * CGFloat($0), y: 0) } + [CGPoint(x: 0, y: 40), CGPoint(x: 78.6, y: 40)]
        #expect(zip(frames, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && $0.y == $1.y })
        // Wide, fifth, wide (0.4 + 0.2 + 0.4 of 393), then a new group for the fourth.
        let pattern0 = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame.minY }
        #expect(pattern0 == [80, 80, 80, 120])
    }

    @Test func backgroundsSitBehindTheirSectionAndNeedARegisteredClass() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        var shown: UICollectionView?
        let log = HeadlessLog.capture { shown = self.collection(layout, counts: [2], kinds: []).0 }
        let collection = try #require(shown)
        // Logged on every layout pass that meets the view; the cells are shown all the same.
        #expect(!log.isEmpty && Set(log.map(\.message)) == [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: "
                + "background with identifier background - must register a nib or a class for the identifier' (HeadlessUIKit: logged, state unchanged)",
        ])
        #expect(collection.visibleCells.count == 2)
        let attributes = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        #expect(attributes.frame == CGRect(x: 0, y: 0, width: 393, height: 140))
        #expect(attributes.zIndex == -1 && attributes.representedElementCategory == .decorationView)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 1)
        // Registered, the view comes behind the cells, and does not count as supplementary.
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        collection.reloadData()
        collection.layoutIfNeeded()
        let view = try #require(collection.subviews.first)
        #expect(type(of: view) == UICollectionReusableView.self && view.frame == attributes.frame)
        #expect(collection.visibleSupplementaryViews(ofKind: "background").isEmpty)
        let notAView = HeadlessLog.capture { layout.register(NSObject.self, forDecorationViewOfKind: "other") }
        #expect(notAView.map(\.message).first?.contains("must pass a class of kind UICollectionReusableView") == true)
    }

    @Test func theConfigurationSpacesSectionsAndFramesTheWholeLayout() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.contentInsetsReference == .safeArea && configuration.scrollDirection == .vertical)
        configuration.interSectionSpacing = 12
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "top", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(20)), elementKind: "end", alignment: .bottomTrailing),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        // The layout keeps a copy: later changes to the object do nothing.
        configuration.interSectionSpacing = 100
        let (collection, _) = collection(layout, counts: [1, 1], kinds: ["top", "end"])
        #expect(frame(collection, kind: "top", at: IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 0, width: 393, height: 30))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == CGFloat(30 + 50 + 12))
        #expect(frame(collection, kind: "end", at: IndexPath(item: 0, section: 0)) == CGRect(x: 196.5, y: 142, width: 196.5, height: 20))
        #expect(collection.contentSize.height == 162)
        #expect(layout.configuration.interSectionSpacing == 12)
        // Setting a configuration lays the layout out again.
        let wider = layout.configuration
        wider.interSectionSpacing = 40
        layout.configuration = wider
        collection.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == CGFloat(30 + 50 + 40))
        // A horizontal layout is not modelled, and says so once.
        wider.scrollDirection = .horizontal
        let log = HeadlessLog.capture {
            layout.configuration = wider
            collection.layoutIfNeeded()
            layout.invalidateLayout()
            collection.layoutIfNeeded()
        }
        #expect(log.map(\.message) == ["HeadlessUIKit: a horizontal compositional layout is laid out vertically"])
    }

    @Test func sectionsMeasureTheirInsetsFromTheSafeAreaUnlessTheyChooseOtherwise() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets.leading = 10
            section.contentInsetsReference = [.automatic, .none, .layoutMargins][index]
            return section
        }
        // Landscape iPhone 15: 59 points of safe area on each side.
        let (collection, _) = collection(layout, counts: [1, 1, 1], kinds: [], orientation: .landscape)
        #expect(collection.safeAreaInsets.left == 59 && collection.safeAreaInsets.right == 59)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 69, y: 0, width: 852 - 128, height: 50))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 10, y: 50, width: 842, height: 50))
        let margins = collection.layoutMargins
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame
                == CGRect(x: margins.left + 10, y: 100, width: 852 - margins.left - margins.right - 10, height: 50))
    }

    /// The header's edge spacing diagram: bottom `.flexible(0)` "forces items to align to the
    /// top of their group's geometry"; flexible spacing "can be used to apportion remaining
    /// space after items are laid out". A custom group puts its items at the frames its
    /// provider gives, relative to the group.
    @Test func edgeSpacingSharesTheRoomLeftAndCustomGroupsPlaceItemsWhereTheyAreTold() throws {
        let small = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(20)))
        small.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: nil)
        let centred = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(60)), subitems: [small, small])
        let spread = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(60)),
                                                        subitems: [NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(60)))])
        spread.interItemSpacing = .flexible(10)
        let mosaic = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .estimated(100))) { environment in
            let width = environment.container.effectiveContentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width * 2 / 3, height: 200)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width * 2 / 3, y: 0, width: width / 3, height: 100), zIndex: 2),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width * 2 / 3, y: 100, width: width / 3, height: 100))]
        }
        let layout = UICollectionViewCompositionalLayout { section, _ in
            NSCollectionLayoutSection(group: [centred, spread, mosaic][section])
        }
        let (collection, _) = collection(layout, counts: [2, 6, 4], kinds: [])
        func frame(_ item: Int, _ section: Int) -> CGRect? { collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // Two 50-point items in 300: 200 left over, shared by four flexible edges (50 each);
        // top flexible alone pushes them to the bottom of the 60-point group.
        #expect(frame(0, 0) == CGRect(x: 50, y: 40, width: 50, height: 20))
        #expect(frame(1, 0) == CGRect(x: 200, y: 40, width: 50, height: 20))
        // Five items fit with at least 10 between them (290); the four gaps share 50: 12.5 each.
        #expect((0..<5).map { frame($0, 1)?.minX } == [0, 62.5, 125, 187.5, 250])
        #expect(frame(5, 1)?.minY == 120)
        // The mosaic's group is as tall as its frames; its fourth item starts a second group.
        #expect(frame(0, 2) == CGRect(x: 0, y: 180, width: 262, height: 200))
        #expect(frame(1, 2) == CGRect(x: 262, y: 180, width: 131, height: 100))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.zIndex == 2)
        #expect(frame(3, 2) == CGRect(x: 0, y: 380, width: 262, height: 200))
    }
}
