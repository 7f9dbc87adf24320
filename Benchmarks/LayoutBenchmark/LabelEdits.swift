import Foundation
import HeadlessUIKit

/// One small change in a large laid-out feed: a subtitle gets new text (one more or one fewer
/// line) and the window lays out again. Its cost should follow what the change touches, not
/// the size of the feed; chained cells move every cell below, independent ones nothing else.
@MainActor func labelEditBenchmark(sizes: [Int]) {
    print("# label edits: one wrapping subtitle in the middle of a laid-out feed changes its text, then the window lays out; median per edit")
    for chained in [false, true] {
        var previous: Double?
        for count in sizes {
            let feed = LabelFeed(cells: count, chained: chained, wrapping: true)
            _ = feed.layOut()
            let subtitle = feed.cells[count / 2].subviews[1] as! UILabel
            let texts = [String(repeating: "Words that wrap across the width of the cell. ", count: 2), "Short"]
            var times: [Double] = []
            var check = 0.0
            for edit in 0..<(2 * runs) {
                subtitle.text = texts[edit % 2]
                let start = clock.now
                check = feed.layOut()
                times.append(microseconds(clock.now - start))
            }
            let time = median(times)
            let growth = previous.map { String(format: " growth=%.2fx", time / $0) } ?? ""
            previous = time
            print(String(format: "model    edit-%@-%ld  edits=%ld per_edit_us=%.1f%@ | last_bottom=%.1f",
                         chained ? "chained" : "independent", count, 2 * runs, time, growth, check))
        }
    }
}
