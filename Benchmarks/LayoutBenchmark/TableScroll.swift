import Foundation
import HeadlessUIKit

/// A 10,000-row table of self-sizing cells (a wrapping label in the content view's margins)
/// scrolled from top to bottom one screen at a time. A step should cost the same near the top
/// and near the end, and the table should make only the cells a screen needs.
@MainActor func tableScrollBenchmark(rowCount: Int = 10_000) {
    print("# table scroll: \(rowCount) self-sizing rows on an iPhone 15, scrolled top to bottom one screen per step; median per step")
    final class NoteCell: UITableViewCell {
        nonisolated(unsafe) static var made = 0
        let note = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            NoteCell.made += 1
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                note.topAnchor.constraint(equalTo: margins.topAnchor),
                note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    final class Notes: NSObject, UITableViewDataSource {
        let count: Int
        let texts = ["A short note.", "A note that is long enough to wrap onto a second line in a phone-sized table.",
                     "A much longer note that goes on for a while, so that it wraps onto three or even four lines of text in the cell."]
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            (cell as? NoteCell)?.note.text = "\(indexPath.row): " + texts[indexPath.row % texts.count]
            return cell
        }
    }
    var times = ScreenByScreen()
    var made = 0, rowsAtEnd = 0
    for _ in 0..<max(1, runs / 5) {
        NoteCell.made = 0
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        let notes = Notes(count: rowCount)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = notes
        window.addSubview(table)
        window.layoutIfNeeded()
        times.scroll(table, in: window, rowCount: rowCount) { table.indexPathsForVisibleRows?.first?.row ?? 0 }
        made = NoteCell.made
        rowsAtEnd = table.indexPathsForVisibleRows?.last?.row ?? 0
    }
    let start = median(times.nearTop), end = median(times.nearEnd)
    print(String(format: "model    table-scroll-%ld  steps=%ld cells_made=%ld step_us_near_top=%.1f step_us_near_end=%.1f end/top=%.2fx | last_row=%ld",
                 rowCount, times.steps, made, start, end, end / start, rowsAtEnd))
}
