import Foundation
import HeadlessUIKit
import Testing

/// An inset-grouped list rebuilt from a recording of real iOS.
///
/// Source: getsentry/sentry-cocoa, `Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift`
/// at commit 1693456d9bb0595c6893120aab81680f05e55b78 (`setupSwiftUIListFixture`), which prints
/// the view hierarchy iOS 16 made for a SwiftUI `List` of two sections ("Section 1" with one row
/// "Item 1", then a section without a header with "Item 2") in a 300 × 500 window at 3×. SwiftUI
/// builds it as a `UICollectionView` list in the inset-grouped appearance whose first section
/// starts with its header row. Recorded (content coordinates): the header row (16 0; 268 38.6667)
/// with its text at y 17, "Item 1" (16 38.6667; 268 44), "Item 2" (16 118; 268 44), content size
/// 300 × 182. UIKit's own descriptions of `UIListContentConfiguration` print the margins the
/// header and rows use: grouped header {17, 8, 6, 8}, cell {11, 16, 11, 8}, horizontal axes
/// preserved from the superview.
@Suite @MainActor struct CompositionalListTests {
    private let keeper = WindowKeeper()

    /// The recording's window: 300 × 500 points at 3×, 59 points of safe area at the top.
    private let recordedWindow = HeadlessDevice(
        name: "300 × 500 window", userInterfaceIdiom: .phone,
        portraitScreenSize: CGSize(width: 300, height: 500), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero,
        portraitSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .regular),
        landscapeSizeClasses: HeadlessSizeClasses(horizontal: .compact, vertical: .compact))

    /// Two sections: a header row and "Item 1", then "Item 2" alone.
    private final class TwoSections: NSObject, UICollectionViewDataSource {
        let items = [["Section 1", "Item 1"], ["Item 2"]]

        func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items[section].count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            let isHeader = indexPath == IndexPath(item: 0, section: 0)
            var content = isHeader ? UIListContentConfiguration.groupedHeader() : .cell()
            content.text = items[indexPath.section][indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func anInsetGroupedListAsIOS16RecordedIt() throws {
        // The first section starts with its header row; the second has no header.
        let layout = UICollectionViewCompositionalLayout { section, environment in
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.headerMode = section == 0 ? .firstItemInSection : .none
            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }
        let source = TwoSections()
        // SwiftUI's lists bounce, so the safe area adjusts the content inset (recorded:
        // adjustedContentInset {59, 0, 0, 0}, contentOffset {0, -59}).
        let (_, collectionView) = hostedList(layout, source) { $0.alwaysBounceVertical = true }

        let header = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(isClose(header.frame, CGRect(x: 16, y: 0, width: 268, height: 38 + 2.0 / 3)))
        #expect(isClose(first.frame, CGRect(x: 16, y: 38 + 2.0 / 3, width: 268, height: 44)))
        #expect(isClose(second.frame, CGRect(x: 16, y: 118, width: 268, height: 44)))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 182))
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -59))
        // The rows' texts start at the row's side margin (recorded at x 16 in each row).
        let item = try #require(label(showing: "Item 1", in: first))
        #expect(abs(item.convert(item.bounds, to: first).minX - 16) < 1e-9)
        // The header's text starts at the row's side margin and the header's 17-point top margin.
        let title = try #require(label(showing: "Section 1", in: header))
        let titleFrame = title.convert(title.bounds, to: header)
        #expect(abs(titleFrame.minX - 16) < 1e-9)
        #expect(abs(titleFrame.minY - 17) < 1e-9)
        #expect(abs(titleFrame.height - (15 + 2.0 / 3)) < 1e-9)
    }

    /// Rows of two lines of body text each, counting the cells asked for.
    private final class TallRows: NSObject, UICollectionViewDataSource {
        let count: Int
        private(set) var cellRequests = 0

        init(count: Int) {
            self.count = count
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            cellRequests += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Row \(indexPath.item)"
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// Apple documents an estimated dimension as one the system replaces by the actual size
    /// when the content is rendered: a self-sizing row is measured when it comes on screen and
    /// keeps its estimate until then, so a long list costs what its screens cost.
    @Test func selfSizingRowsAreMeasuredWhenTheyComeOnScreen() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let rows = TallRows(count: 1_000)
        let (window, collectionView) = hostedList(layout, rows) { $0.contentInsetAdjustmentBehavior = .never }

        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let measured = first.frame.height
        #expect(measured > 44)
        let onScreen = Int((500 / measured).rounded(.up))
        #expect(collectionView.visibleCells.count == onScreen)
        // Every row after the screen keeps the 44-point estimate.
        let estimatedRows = CGFloat(1_000 - onScreen)
        let expectedHeight: CGFloat = CGFloat(onScreen) * measured + estimatedRows * 44
        #expect(abs(collectionView.contentSize.height - expectedHeight) < 1e-6)
        let far = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 900, section: 0)))
        #expect(far.frame.height == 44)
        // Asked once for each row on screen (the measured cell is the one shown), never for
        // the other rows.
        #expect(rows.cellRequests == onScreen)

        // Scrolled down a screen, the rows coming on screen are measured and the first keep theirs.
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        let next = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: onScreen, section: 0)))
        #expect(next.frame.height == measured)
        #expect(try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.height == measured)
        #expect(rows.cellRequests <= 3 * onScreen)
        // To the end, a screen at a time: every row has been on screen, so every row is measured
        // and the content is exactly the rows' measured heights.
        var steps = 0
        while collectionView.contentOffset.y + 500 < collectionView.contentSize.height, steps < 1_000 {
            collectionView.contentOffset.y = min(collectionView.contentOffset.y + 500, collectionView.contentSize.height - 500)
            window.layoutIfNeeded()
            steps += 1
        }
        #expect(abs(collectionView.contentSize.height - 1_000 * measured) < 1e-6)
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 999, section: 0)))
        #expect(steps < 1_000)
    }

    /// A collection view of list cells filling a window like the recording's, set up by
    /// `configure`, then laid out.
    private func hostedList(
        _ layout: UICollectionViewLayout, _ source: any UICollectionViewDataSource, configure: (UICollectionView) -> Void
    ) -> (UIWindow, UICollectionView) {
        let window = UIWindow(headlessDevice: recordedWindow, orientation: .portrait)
        window.makeKeyAndVisible()
        keeper.keep(window)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        configure(collectionView)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView)
    }

    /// The label in `view`'s subtree that shows `text`.
    private func label(showing text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text { return label }
        return view.subviews.lazy.compactMap { label(showing: text, in: $0) }.first
    }
}
