import Foundation
import HeadlessUIKit
import Testing

/// Cells are made only for the rows on screen and come back from the reuse queue as the table
/// scrolls. Apple's `prepareForReuse()` documentation: the table calls it "just before
/// returning the object from the UITableView method dequeueReusableCell(withIdentifier:)".
@Suite @MainActor struct TableReuseTests {
    private let keeper = WindowKeeper()

    final class CountingCell: UITableViewCell {
        nonisolated(unsafe) static var made = 0
        private(set) var reuses = 0

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CountingCell.made += 1
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Numbers: NSObject, UITableViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func scrollingReusesTheSameCells() throws {
        CountingCell.made = 0
        let numbers = Numbers(200)
        let table = hostedTable(width: 320, height: 440, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "number")
        table.dataSource = numbers
        table.layoutIfNeeded()
        // 440 points of 44-point rows: rows 0–9.
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        let firstScreen = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(CountingCell.made == 10)
        var seen = firstScreen
        for step in 1...8 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 440)
            table.layoutIfNeeded()
            let rows = try #require(table.indexPathsForVisibleRows)
            #expect(rows.first == IndexPath(row: step * 10, section: 0))
            #expect(rows.count == 10)
            for cell in table.visibleCells {
                let row = try #require(table.indexPath(for: cell)).row
                #expect(cell.frame == CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44))
                #expect(cell.textLabel?.text == "Row \(row)")
            }
            seen.formUnion(table.visibleCells.map(ObjectIdentifier.init))
        }
        // A whole screen leaves before the next comes: the same ten cells every time.
        #expect(seen == firstScreen)
        #expect(CountingCell.made == 10)
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses)
        #expect(reused == Array(repeating: 8, count: 10))
        // Queued cells wait as hidden subviews; only the rows on screen show.
        #expect(table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == 10)
        #expect(table.contentSize == CGSize(width: 320, height: 8800))
    }

    @Test func halfAScreenOfScrollingKeepsTheRowsStillShown() throws {
        CountingCell.made = 0
        let numbers = Numbers(50)
        let table = hostedTable(width: 320, height: 440, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "number")
        table.dataSource = numbers
        table.layoutIfNeeded()
        let row7 = try #require(table.cellForRow(at: IndexPath(row: 7, section: 0)))
        table.contentOffset = CGPoint(x: 0, y: 220)
        table.layoutIfNeeded()
        // Rows 5 to 14 are on screen (5 starts at 220); row 7 keeps its cell.
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) === row7)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
        #expect(CountingCell.made == 10)
    }

    @Test func dequeueingAnUnregisteredIdentifierLogsUIKitsException() throws {
        final class Unregistered: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath)
            }
        }
        let source = Unregistered()
        let table = hostedTable(keeper: keeper)
        table.dataSource = source
        let log = HeadlessLog.capture { table.layoutIfNeeded() }
        #expect(log.map(\.message) == [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard' (HeadlessUIKit: logged, state unchanged)",
        ])
        // The table keeps working with a default cell.
        #expect(table.visibleCells.count == 1)
        #expect(table.visibleCells.first?.frame.height == 44)
    }

    /// UIKit's header: prefetched rows come "ordered ascending by geometric distance from the
    /// table view"; cancelled ones are those "considered as candidates for pre-fetching, but
    /// were not actually used".
    @Test func rowsAheadArePrefetchedNearestFirstAndCancelledWhenTheScrollTurns() throws {
        final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
            var prefetched: [[IndexPath]] = []
            var cancelled: [[IndexPath]] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
            func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
        }
        let rows = TextRows([(0..<100).map { "Row \($0)" }])
        let prefetcher = Prefetcher()
        let table = hostedTable(width: 320, height: 440, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.prefetchDataSource = prefetcher
        table.layoutIfNeeded()
        // Ten rows of 44 on screen; the next ten are asked for, nearest first.
        #expect(table.indexPathsForVisibleRows?.count == 10)
        #expect(prefetcher.prefetched == [(10..<20).map { IndexPath(row: $0, section: 0) }])
        // A screen down: rows 10 to 19 are shown, 20 to 29 asked for; nothing is cancelled.
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        #expect(prefetcher.prefetched.last == (20..<30).map { IndexPath(row: $0, section: 0) })
        #expect(prefetcher.cancelled.isEmpty)
        // Back up half a screen: the rows ahead are now above; 20 to 29 were never shown.
        table.contentOffset = CGPoint(x: 0, y: 220)
        table.layoutIfNeeded()
        #expect(prefetcher.cancelled == [(20..<30).map { IndexPath(row: $0, section: 0) }])
        #expect(prefetcher.prefetched.last == (0..<5).reversed().map { IndexPath(row: $0, section: 0) })
        // Off, nothing more is asked.
        table.isPrefetchingEnabled = false
        let calls = prefetcher.prefetched.count
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        table.layoutIfNeeded()
        #expect(prefetcher.prefetched.count == calls)
    }
}
