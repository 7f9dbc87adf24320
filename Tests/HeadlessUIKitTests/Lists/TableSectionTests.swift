import Foundation
import HeadlessUIKit
import Testing

/// Sections, their title headers, the inset-grouped style and updates.
///
/// Decisions with their sources: a plain table's automatic header top padding is 22 points
/// since iOS 15 (`sectionHeaderTopPadding`, Apple: "The default value is automaticDimension";
/// iOS 15 migration notes measure 22 points in plain tables); a title header is 28 points (the
/// section header height Interface Builder stores for plain tables); an inset-grouped table
/// insets its cells by the side margin (TOInsetGroupedTableView, which reproduces iOS 13's
/// inset-grouped style, insets cells by the table's layout margins).
@Suite @MainActor struct TableSectionTests {
    private let keeper = WindowKeeper()

    @Test func titledSectionsStackTheirHeadersAndRows() throws {
        let rows = TextRows([["A", "B"], ["C"]])
        rows.titles = ["First", "Second"]
        let table = hostedTable(keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        // Section 0: 22 padding, 28 header, two rows of 44.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 94, width: 320, height: 44))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 138))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 188, width: 320, height: 44))
        #expect(table.contentSize.height == 232)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.frame == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(header.textLabel?.text == "Second")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 200)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == nil)
    }

    /// Apple's `UITableView.Style.plain`: "Any section headers or footers are displayed as
    /// inline separators and float when the table view is scrolled."
    @Test func plainHeadersFloatUntilTheirSectionEnds() throws {
        let rows = TextRows([(0..<10).map { "A\($0)" }, (0..<10).map { "B\($0)" }])
        rows.titles = ["A", "B"]
        let table = hostedTable(width: 320, height: 300, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.layoutIfNeeded()
        // Section A: header at 22 (28 tall), rows from 50 to 490; section B's header at 512.
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        let headerA = try #require(table.headerView(forSection: 0))
        #expect(headerA.frame == CGRect(x: 0, y: 200, width: 320, height: 28))
        #expect(table.subviews.last === headerA)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        // Near the end of section A the header is pushed up: its bottom stays at the section's end.
        table.contentOffset = CGPoint(x: 0, y: 480)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) === headerA)
        #expect(headerA.frame.maxY == 490)
        // Past section A, B's header floats instead.
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame.minY == 600)
    }

    /// The same sentence of Apple's covers footers: a plain table's footer stays at the bottom of
    /// the visible area while its section runs on below, until its section's start would pass it.
    @Test func plainFootersFloatUntilTheirSectionStarts() throws {
        let rows = TextRows([(0..<10).map { "A\($0)" }, (0..<10).map { "B\($0)" }])
        rows.footerTitles = ["End of A", "End of B"]
        let table = hostedTable(width: 320, height: 300, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.layoutIfNeeded()
        // Section A: rows from 0 to 440, its 28-point footer at 440; section B from 468.
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 440, width: 320, height: 28))
        let footerA = try #require(table.footerView(forSection: 0))
        #expect(footerA.frame == CGRect(x: 0, y: 272, width: 320, height: 28))
        #expect(footerA.textLabel?.text == "End of A")
        #expect(table.subviews.last === footerA)
        // Scrolled so that the natural footer is on screen: it sits where it belongs.
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 440, width: 320, height: 28))
        // Section B's footer floats at the bottom; once A's section is gone, A's footer leaves.
        let footerB = try #require(table.footerView(forSection: 1))
        #expect(footerB.frame == CGRect(x: 0, y: 572, width: 320, height: 28))
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0) == nil)
        #expect(table.footerView(forSection: 1)?.frame.maxY == 800)
    }

    /// A grouped table's title header is laid out as UIKit's grouped header configuration, whose
    /// description UIKit prints for a table's header view as "Base Style = Grouped Header;
    /// directionalLayoutMargins = {17, 8, 6, 8}" (UIKitCatalog's tables): the title 17 points
    /// below the header's top and 6 above its bottom, at the side margin.
    @Test func groupedTitleHeadersKeepTheGroupedHeaderMargins() throws {
        let rows = TextRows([["Wi-Fi", "Bluetooth"], ["General"]])
        rows.titles = ["Connections", "System"]
        let table = hostedTable(style: .insetGrouped, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        let title = try #require(header.textLabel)
        #expect(title.frame.height > 0)
        #expect(title.frame.minX == 16)
        #expect(title.frame.minY == 17)
        #expect(header.frame.height == 17 + title.frame.height + 6)
        // The rows follow the header, with no space in between.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.frame.maxY)
    }

    @Test func insetGroupedCellsKeepTheSideMarginOnBothSides() throws {
        let rows = TextRows([["Wi-Fi", "Bluetooth"]])
        let table = hostedTable(style: .insetGrouped, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 16, y: 44, width: 288, height: 44))
        // The content view takes the whole row: a grouped row's separator lies over it. Source:
        // the recursive description of Apple's Apple ID sign-in sheet (a grouped table of
        // AAUISignInViewController, iOS 16, 2×) in a published Cycript tutorial ("Cycript输出举例"):
        // the cell (0 155; 375 60), its UITableViewCellContentView (0 0; 375 60), its separator
        // (0 59.5; 375 0.5).
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 288, height: 44))
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 256, height: 44))
    }

    @Test func aHeaderViewFromTheDelegateSizesItself() throws {
        final class Headers: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
                let bar = UIView()
                bar.translatesAutoresizingMaskIntoConstraints = false
                header.contentView.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: header.contentView.topAnchor, constant: 10),
                    bar.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor, constant: -10),
                    bar.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: header.contentView.trailingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 40),
                ])
                return header
            }
        }
        let rows = TextRows([["A"]])
        let headers = Headers()
        let table = hostedTable(keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.delegate = headers
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 82)
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 22, width: 320, height: 60))
    }

    @Test func updatesAreCheckedAgainstTheDataSource() throws {
        let rows = TextRows([["A", "B"]])
        let table = hostedTable(keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.layoutIfNeeded()
        rows.sections[0].append("C")
        var log = HeadlessLog.capture {
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            table.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "B", "C"])
        rows.sections[0].append("D")
        log = HeadlessLog.capture {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.layoutIfNeeded()
        }
        #expect(log.map(\.message) == [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)' (HeadlessUIKit: logged, state unchanged)",
        ])
        // The table reloads and shows what the data source has.
        #expect(table.visibleCells.count == 4)
    }

    @Test func scrollToRowPutsTheRowAtTheRequestedPlace() throws {
        let rows = TextRows([(0..<100).map { "\($0)" }])
        let table = hostedTable(width: 320, height: 440, keeper: keeper)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = rows
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        // Clamped to the end of the content: 4400 − 440.
        #expect(table.contentOffset.y == 3960)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(abs(table.contentOffset.y - (20 * 44 + 22 - 220)) < 1e-9)
    }
}
