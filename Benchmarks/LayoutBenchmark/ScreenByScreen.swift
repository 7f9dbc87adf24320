import Foundation
import HeadlessUIKit

/// Per-step times of scrolling a list from top to bottom one screen at a time, split by where
/// the step starts: near the top (rows 100 to 399) and near the end (the last 400 rows).
struct ScreenByScreen {
    var nearTop: [Double] = []
    var nearEnd: [Double] = []
    var steps = 0

    /// Scrolls `scrollView` down a screen per step until the last screen, laying `window` out
    /// after each step; `firstVisibleRow` reads the first row on screen.
    @MainActor mutating func scroll(_ scrollView: UIScrollView, in window: UIWindow, rowCount: Int, firstVisibleRow: () -> Int) {
        steps = 0
        while true {
            let first = firstVisibleRow()
            let next = scrollView.contentOffset.y + scrollView.bounds.height
            guard next + scrollView.bounds.height <= scrollView.contentSize.height else { break }
            let start = clock.now
            scrollView.contentOffset = CGPoint(x: 0, y: next)
            window.layoutIfNeeded()
            let time = microseconds(clock.now - start)
            steps += 1
            if (100..<400).contains(first) { nearTop.append(time) }
            if first >= rowCount - 400 { nearEnd.append(time) }
        }
    }
}
