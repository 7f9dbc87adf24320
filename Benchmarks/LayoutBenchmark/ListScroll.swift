import Foundation
import HeadlessUIKit

/// A 10,000-row compositional list of self-sizing rows (list content with a wrapping secondary
/// text) scrolled from top to bottom one screen at a time: the first layout should cost one
/// screen, a step the same near the top and near the end, and the data source should be asked
/// once per row shown.
@MainActor func listScrollBenchmark(rowCount: Int = 10_000) {
    print("# list scroll: \(rowCount) self-sizing list rows on an iPhone 15, first layout, then top to bottom one screen per step; median per step")
    final class Notes: NSObject, UICollectionViewDataSource {
        let count: Int
        private(set) var requests = 0
        let texts = ["A short note.", "A note that is long enough to wrap onto a second line in a phone-sized list.",
                     "A much longer note that goes on for a while, so that it wraps onto three or even four lines of text in the row."]
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            requests += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Note \(indexPath.item)"
            content.secondaryText = texts[indexPath.item % texts.count]
            cell.contentConfiguration = content
            return cell
        }
    }
    var times = ScreenByScreen()
    var firsts: [Double] = []
    var requests = 0, rowsAtEnd = 0
    for _ in 0..<max(1, runs / 5) {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let notes = Notes(count: rowCount)
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "note")
        list.dataSource = notes
        window.addSubview(list)
        let start = clock.now
        window.layoutIfNeeded()
        firsts.append(microseconds(clock.now - start))
        let firstVisible = { list.indexPathsForVisibleItems.map(\.item).min() ?? 0 }
        times.scroll(list, in: window, rowCount: rowCount, firstVisibleRow: firstVisible)
        requests = notes.requests
        rowsAtEnd = list.indexPathsForVisibleItems.map(\.item).max() ?? 0
    }
    let start = median(times.nearTop), end = median(times.nearEnd)
    print(String(format: "model    list-scroll-%ld  first_us=%.0f steps=%ld cells_asked=%ld step_us_near_top=%.1f step_us_near_end=%.1f end/top=%.2fx | last_row=%ld",
                 rowCount, median(firsts), times.steps, requests, start, end, end / start, rowsAtEnd))
}
