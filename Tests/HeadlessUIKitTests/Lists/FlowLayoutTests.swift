import Foundation
import HeadlessUIKit
import Testing

/// `UICollectionViewFlowLayout` and the collection view that shows it.
///
/// Defaults from Apple's `UICollectionViewFlowLayout` documentation: `itemSize` (50, 50),
/// `minimumLineSpacing` 10, `minimumInteritemSpacing` 10, `sectionInset` zero, header and
/// footer reference sizes zero ("If the size in the appropriate scrolling dimension is 0, no
/// header is added"), `estimatedItemSize` zero. Line filling is this package's model of the
/// documented behaviour: as many items as fit with at least the minimum spacing, the spacing
/// widened so that a line reaches both insets, a line of one item centred.
@Suite @MainActor struct FlowLayoutTests {
    private let keeper = WindowKeeper()

    final class Squares: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        private(set) var requests = 0
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            requests += 1
            return collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        }
    }

    private func collection(
        _ layout: UICollectionViewLayout, _ source: Squares, width: CGFloat = 320, height: CGFloat = 400,
        cells: UICollectionViewCell.Type = UICollectionViewCell.self
    ) -> UICollectionView {
        let window = UIWindow(headlessDevice: firstIPhoneSE, orientation: .portrait)
        window.makeKeyAndVisible()
        keeper.keep(window)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: width, height: height), collectionViewLayout: layout)
        collection.register(cells, forCellWithReuseIdentifier: "square")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return collection
    }

    @Test func theDefaultsPlaceFiftyPointSquaresInJustifiedLines() throws {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.estimatedItemSize == .zero)
        let source = Squares([7])
        let collection = collection(layout, source)
        // 320 points hold five squares with at least 10 between them (5 × 50 + 4 × 10 = 290);
        // the spacing widens to (320 − 250) / 4 = 17.5. The sixth and seventh items make a
        // second line, also reaching both edges.
        let frames = (0..<7).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(frames[1] == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        #expect(frames[4] == CGRect(x: 270, y: 0, width: 50, height: 50))
        #expect(frames[5] == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(frames[6] == CGRect(x: 270, y: 60, width: 50, height: 50))
        #expect(collection.contentSize == CGSize(width: 320, height: 110))
        #expect(collection.visibleCells.count == 7)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == frames[1])
    }

    @Test func aLineOfOneItemIsCentredAndHeadersSpanTheWidth() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = Squares([2, 1])
        let collection = collection(layout, source)
        // Header 30, inset 8, then one 200-point item per line, centred in 288: x = 16 + 44.
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 60, y: 38, width: 200, height: 80))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 60, y: 128, width: 200, height: 80))
        // Section 1 starts after the bottom inset: 208 + 8.
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 216)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 254)
        #expect(collection.contentSize.height == 342)
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 216)
    }

    @Test func aHorizontalLayoutFillsColumnsAndScrollsAcross() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 90)
        let source = Squares([20])
        let collection = collection(layout, source, width: 320, height: 200)
        // Two items per 200-point column (90 + 10 + 90 = 190, justified to 200).
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 90))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 90))
        #expect(collection.contentSize == CGSize(width: 10 * 100 + 9 * 10, height: 200))
        // 320 points show columns 0–2 (the third from 220): items 0–5.
        #expect(collection.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
        collection.scrollToItem(at: IndexPath(item: 19, section: 0), at: .right, animated: false)
        #expect(abs(collection.contentOffset.x - (1090 - 320)) < 1e-9)
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 19, section: 0))
        #expect(collection.visibleCells.count == 6)
    }

    @Test func itemUpdatesAreCheckedAgainstTheDataSource() throws {
        let source = Squares([3])
        let collection = collection(UICollectionViewFlowLayout(), source)
        source.counts = [4]
        var log = HeadlessLog.capture {
            collection.performBatchUpdates({
                collection.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            })
            collection.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        #expect(collection.visibleCells.count == 4)
        source.counts = [6]
        log = HeadlessLog.capture {
            collection.insertItems(at: [IndexPath(item: 4, section: 0)])
            collection.layoutIfNeeded()
        }
        #expect(log.map(\.message) == [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)' (HeadlessUIKit: logged, state unchanged)",
        ])
        // The collection view shows what the data source has.
        #expect(collection.visibleCells.count == 6)
    }

    @Test func cellsAreReusedAsTheCollectionScrolls() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        let source = Squares([100])
        let collection = collection(layout, source, height: 400)
        let first = Set(collection.visibleCells.map(ObjectIdentifier.init))
        #expect(first.count == 4)
        var seen = first
        for step in 1...10 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 400)
            collection.layoutIfNeeded()
            #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: step * 4, section: 0))
            seen.formUnion(collection.visibleCells.map(ObjectIdentifier.init))
        }
        #expect(seen == first)
        #expect(source.requests == 44)
    }

    @Test func selfSizingCellsTakeTheirFittingSize() throws {
        final class Tag: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Tags: NSObject, UICollectionViewDataSource {
            let tags = ["Swift", "Auto Layout", "UIKit", "iOS"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
                (cell as? Tag)?.label.text = tags[indexPath.item]
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let tags = Tags()
        let window = UIWindow(headlessDevice: firstIPhoneSE, orientation: .portrait)
        window.makeKeyAndVisible()
        keeper.keep(window)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(Tag.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = tags
        window.addSubview(collection)
        window.layoutIfNeeded()
        for cell in collection.visibleCells {
            let label = try #require((cell as? Tag)?.label)
            let text = label.intrinsicContentSize
            #expect(cell.frame.size == CGSize(width: text.width + 24, height: text.height + 12))
            #expect(label.frame == CGRect(x: 12, y: 6, width: text.width, height: text.height))
        }
        #expect(collection.visibleCells.count == 4)
    }

    /// Apple's `estimatedItemSize` documentation: "Cells that aren’t onscreen are assumed to be
    /// the estimated height." Items are measured as their line comes on screen.
    @Test func selfSizingItemsAreMeasuredWhenTheirLineComesOnScreen() throws {
        final class Card: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let body = UIView()
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: contentView.topAnchor),
                    body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    body.widthAnchor.constraint(equalToConstant: 100),
                    body.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let source = Squares([200])
        let collection = collection(layout, source, cells: Card.self)
        // Lines of three 100 × 60 cards, 10 apart, start at 0, 70, …, 350: six lines on screen.
        let lastOnScreen = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 17, section: 0)))
        #expect(lastOnScreen.frame == CGRect(x: 220, y: 350, width: 100, height: 60))
        // The item that opens the next line is measured before it is known not to fit on the
        // last line on screen; the rest of that line, starting at 420, keeps the estimate.
        #expect(source.requests == 19)
        let estimated = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 19, section: 0)))
        #expect(estimated.frame.minY >= 420 && estimated.frame.size == CGSize(width: 50, height: 50))
        // Scrolled down, the lines coming on screen are measured; the first ones keep their sizes.
        collection.contentOffset = CGPoint(x: 0, y: 400)
        collection.layoutIfNeeded()
        let next = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 18, section: 0)))
        #expect(next.frame == CGRect(x: 0, y: 420, width: 100, height: 60))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(source.requests < 40)
    }

    /// UIKit's headers: `selectItem(at:animated:scrollPosition:)` and `deselectItem` call no
    /// delegate method; the cells on screen and the cells made later show the selection.
    @Test func selectionShowsOnCellsAndSurvivesScrolling() throws {
        let source = Squares([100])
        let collection = collection(UICollectionViewFlowLayout(), source)
        #expect(collection.indexPathsForSelectedItems == nil)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        // One item at a time unless multiple selection is allowed.
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 95, section: 0), animated: false, scrollPosition: .bottom)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0), IndexPath(item: 95, section: 0)])
        // Scrolled to the bottom, the selected item's cell shows it, the others do not.
        #expect(collection.cellForItem(at: IndexPath(item: 95, section: 0))?.isSelected == true)
        #expect(collection.cellForItem(at: IndexPath(item: 94, section: 0))?.isSelected == false)
        collection.deselectItem(at: IndexPath(item: 95, section: 0), animated: false)
        #expect(collection.cellForItem(at: IndexPath(item: 95, section: 0))?.isSelected == false)
        // A reload keeps the selected items that still exist.
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .top)
        source.counts = [2]
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        // Selecting nothing clears the selection.
        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    /// The items beyond the screen are asked for, nearest first, as for tables.
    @Test func itemsAheadArePrefetched() throws {
        final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
            var prefetched: [[IndexPath]] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
        }
        let prefetcher = Prefetcher()
        let source = Squares([100])
        let collection = collection(UICollectionViewFlowLayout(), source)
        collection.prefetchDataSource = prefetcher
        collection.reloadData()
        collection.layoutIfNeeded()
        // 400 points hold seven lines of five 50-point squares (the seventh in part): 35 items.
        let shown = collection.indexPathsForVisibleItems.count
        #expect(shown == 35)
        #expect(prefetcher.prefetched == [(35..<70).map { IndexPath(item: $0, section: 0) }])
    }

    /// Apple's `UICollectionViewFlowLayout` documentation: with
    /// `sectionHeadersPinToVisibleBounds`, "headers pin to the top of the collection view
    /// bounds during scrolling"; a pinned header does not leave its section.
    @Test func pinnedHeadersStayAtTheTopOfTheVisibleAreaWithinTheirSection() throws {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        // Two sections of 20 squares: 4 lines of five, each 40 + 4 × 50 + 3 × 10 = 270 long.
        let source = Squares([20, 20])
        let collection = collection(layout, source)
        let kind = UICollectionView.elementKindSectionHeader
        let first = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(first.frame.minY == 100)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        // Near the section's end the next header pushes it up: it stops 40 above 270.
        collection.contentOffset = CGPoint(x: 0, y: 250)
        collection.layoutIfNeeded()
        #expect(first.frame.minY == 230)
        let second = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect(second.frame.minY == 270)
        collection.contentOffset = CGPoint(x: 0, y: 300)
        collection.layoutIfNeeded()
        #expect(second.frame.minY == 300)
        // The first section is off screen with its header.
        #expect(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) == nil)
    }
}
