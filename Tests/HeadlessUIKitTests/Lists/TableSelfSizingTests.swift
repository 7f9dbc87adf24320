import Foundation
import HeadlessUIKit
import Testing

/// Rows that size themselves (`rowHeight = automaticDimension`, the default): the cell's content
/// view constraints fitted to the row's width, plus the one-pixel separator.
///
/// Sources: Apple's `UITableView.rowHeight` documentation (the default is `automaticDimension`);
/// a self-sizing cell whose content is constrained to 100 points logs
/// `'UIView-Encapsulated-Layout-Height' … height == 100.333` on a 3× iPhone (the separator's
/// pixel added); content constraints that give no height get the standard height (UIKit logs
/// "constraints ambiguously suggest a height of zero for a tableview cell's content view …
/// using standard height instead", openradar 42808310).
@Suite @MainActor struct TableSelfSizingTests {
    private let keeper = WindowKeeper()

    /// A cell with a wrapping label inside the content view's margins.
    final class NoteCell: UITableViewCell {
        let body = UILabel()
        private(set) var styleSeen: UITableViewCell.CellStyle?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            styleSeen = style
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            NSLayoutConstraint.activate([
                body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Notes: NSObject, UITableViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            (cell as? NoteCell)?.body.text = texts[indexPath.row]
            return cell
        }
    }

    private static let long = "Self-sizing rows take the height their content asks for, so a long note wraps onto several lines and the row grows with it."

    private func table(width: CGFloat, _ notes: Notes) -> UITableView {
        let table = hostedTable(width: width, height: 300, keeper: keeper)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = notes
        table.layoutIfNeeded()
        return table
    }

    @Test func aWrappingLabelDecidesTheRowHeightAtTwoWidths() throws {
        let notes = Notes(["Short", Self.long, "Short again"])
        var heights: [CGFloat] = []
        for width: CGFloat in [320, 568] {
            let table = table(width: width, notes)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
            #expect(cell.styleSeen == .default)
            // The label is the content view less its margins: 16 at the sides, 8 above and below.
            let labelWidth = width - 32
            let text = cell.body.sizeThatFits(CGSize(width: labelWidth, height: .greatestFiniteMagnitude)).height
            #expect(isClose(cell.body.frame, CGRect(x: 16, y: 8, width: labelWidth, height: text)))
            // Row = content (text + 16) + the separator's pixel at 2×.
            #expect(abs(cell.frame.height - (text + 16 + 0.5)) < 1e-9)
            #expect(abs(cell.contentView.frame.height - (text + 16)) < 1e-9)
            let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(cell.frame.minY == first.frame.maxY)
            heights.append(cell.frame.height)
        }
        // The narrower table wraps the note onto more lines.
        #expect(heights[0] > heights[1])
    }

    @Test func contentWithoutAHeightGetsTheStandardHeight() throws {
        final class Empty: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let dot = UIView()
                dot.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(dot)
                dot.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor).isActive = true
                return cell
            }
        }
        let source = Empty()
        let table = hostedTable(keeper: keeper)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [44, 44, 44])
        #expect(table.contentSize.height == 132)
    }

    @Test func aFixedRowHeightIsNotMeasured() throws {
        let notes = Notes([Self.long, Self.long])
        let table = hostedTable(keeper: keeper)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = 60
        table.dataSource = notes
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 60), CGRect(x: 0, y: 60, width: 320, height: 60)])
        #expect(table.visibleCells.first?.contentView.frame.height == 59.5)
    }

    /// Built-in labels size the row when they wrap: their text with 11 points above and below,
    /// at least 44 points (a single line keeps the recorded 44-point row).
    @Test func builtInSubtitleRowsGrowWithTheirText() throws {
        let rows = TextRows([["Title"]])
        rows.style = .subtitle
        let table = hostedTable(keeper: keeper)
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.visibleCells.first)
        #expect(cell.frame.height == 44)
        cell.textLabel?.numberOfLines = 0
        cell.detailTextLabel?.text = "Detail"
        let unbounded = CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)
        let title: CGFloat = try #require(cell.textLabel).sizeThatFits(unbounded).height
        let detail: CGFloat = try #require(cell.detailTextLabel).sizeThatFits(unbounded).height
        cell.layoutIfNeeded()
        // Title above detail, centred together in the 43.5-point content view, on the 2× grid.
        let centred: CGFloat = (43.5 - title - detail) / 2
        let top: CGFloat = (centred * 2).rounded() / 2
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: top, width: 288, height: title))
        #expect(cell.detailTextLabel?.frame.minY == top + title)
    }
}
