import Foundation
import HeadlessUIKit
import LayoutSolver

/// A feed of cells on an iPhone 15 window, each cell a one-line title and a subtitle below it,
/// 16 pt inside the window's sides. Independent cells are placed at fixed offsets from the
/// window's top; chained cells stand one below the other. Rotating turns the window to landscape.
@MainActor
struct LabelFeed {
    let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
    private(set) var cells: [UIView] = []

    init(cells count: Int, chained: Bool, wrapping: Bool) {
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let cell = UIView(), title = UILabel(), subtitle = UILabel()
            title.text = "Item \(index)"
            subtitle.text = wrapping
                ? String(repeating: "Words that wrap across the width of the cell. ", count: 1 + index % 3)
                : "Detail \(index)"
            subtitle.numberOfLines = wrapping ? 0 : 1
            for view in [cell, title, subtitle] { view.translatesAutoresizingMaskIntoConstraints = false }
            window.addSubview(cell)
            cell.addSubview(title)
            cell.addSubview(subtitle)
            let top = chained && !cells.isEmpty
                ? cell.topAnchor.constraint(equalTo: cells[cells.count - 1].bottomAnchor, constant: 8)
                : cell.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index) * 72)
            constraints += [
                top,
                cell.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                cell.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                subtitle.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
                subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
            ]
            cells.append(cell)
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Lays out; returns the last cell's bottom, as a check.
    func layOut() -> Double {
        window.layoutIfNeeded()
        return cells.last.map { Double($0.frame.maxY) } ?? 0
    }

    /// Turns the window to landscape and lays out; returns the last cell's bottom.
    func rotate() -> Double {
        window.headlessOrientation = .landscape
        return layOut()
    }
}

/// The shapes of label feed: cells placed independently or chained, subtitles on one line or
/// wrapping.
enum LabelFeedShape: String, CaseIterable {
    case independent, chained
    case independentWrapping = "independent-wrapping"
    case chainedWrapping = "chained-wrapping"

    var isChained: Bool { self == .chained || self == .chainedWrapping }
    var isWrapping: Bool { self == .independentWrapping || self == .chainedWrapping }
}

/// Feeds of 100 to 1,600 label cells in each shape: first layout and rotation, each next to the
/// raw solve of the constraints the model ended with, replayed in a fresh solver (the stays the
/// model adds for view sizes are not among them). Sizes of 800 and more run a third of the runs,
/// at least seven: their times vary most from run to run.
@MainActor func labelFeedBenchmark(sizes: [Int], shapes: [LabelFeedShape]) {
    print("# label feed: cells of a title and a subtitle on an iPhone 15 window; first layout, then rotation to landscape; raw = the final solver constraints (without the model's stays) added one by one to a fresh solver; model/raw = (first + rotation) / (2 × raw)")
    for shape in shapes {
        var previous: (Double, Double)?
        for count in sizes {
            let runCount = count >= 800 ? max(7, runs / 3) : runs
            let (first, rotation, raw, check) = timeLayoutAndRotation(runs: runCount) {
                let feed = LabelFeed(cells: count, chained: shape.isChained, wrapping: shape.isWrapping)
                return (feed.window, feed.layOut, feed.rotate)
            }
            var growth = ""
            if let previous { growth = String(format: " growth=%.2fx/%.2fx", first / previous.0, rotation / previous.1) }
            previous = (first, rotation)
            print(String(format: "model    %@-%ld  runs=%ld first_us=%.0f rotate_us=%.0f raw_us=%.0f model/raw=%.2fx%@ | last_bottom=%.1f",
                         shape.rawValue, count, runCount, first, rotation, raw, (first + rotation) / (2 * raw), growth, check))
        }
    }
}

/// Times `runs` runs of a first layout and a rotation of what `make` builds (untimed), and the
/// raw solve of the constraints the model ended with, replayed in a fresh solver. `make`
/// returns the window and the two steps, each returning a check value. Medians in
/// microseconds, and the last check.
@MainActor func timeLayoutAndRotation(
    runs: Int, _ make: () -> (UIWindow, () -> Double, () -> Double)
) -> (first: Double, rotation: Double, raw: Double, check: Double) {
    var firsts: [Double] = [], rotations: [Double] = [], raws: [Double] = []
    var check = 0.0
    for _ in 0..<runs {
        let (window, layOut, rotate) = make()
        let start = clock.now
        _ = layOut()
        let laidOut = clock.now
        check = rotate()
        let rotated = clock.now
        firsts.append(microseconds(laidOut - start))
        rotations.append(microseconds(rotated - laidOut))
        let system = window.headlessSolverConstraints
        let rawStart = clock.now
        _ = replayRaw(system)
        raws.append(microseconds(clock.now - rawStart))
    }
    return (median(firsts), median(rotations), median(raws), check)
}
