// layout-bench: a feed of 100 cells × 10 views built with anchors, laid out, then resized 10
// times; HeadlessUIKit's time next to LayoutSolver's for the same constraints; a stack-view feed;
// and layouts full of conflicting required constraints. Release build:
//   swift run -c release layout-bench [--runs N] [--only conflicts|labels|edits|form|table|list|audit]
//     with --only labels or edits: [--sizes 100,200,…]; with --only list: [--sizes ROWS]; labels also [--shapes independent,chained,…]
// Lines follow ../shared/bench/README.md: `NAME WORKLOAD runs=… median_us=… … | check`.

import Foundation
import HeadlessUIKit
import LayoutSolver

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 15
let cellCount = 100
let widths: [Double] = [390, 320, 414, 375, 430, 360, 393, 428, 340, 400, 390]
let clock = ContinuousClock()

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Times one run: build and first layout, then the resizes; returns (total, resize part, check).
@MainActor func runModel() -> (Double, Double, Double) {
    let start = clock.now
    let feed = ModelFeed(cells: cellCount, width: widths[0], height: 20_000)
    feed.root.layoutIfNeeded()
    let built = clock.now
    var check = 0.0
    for width in widths.dropFirst() { check = feed.resize(width: width) }
    let end = clock.now
    return (microseconds(end - start), microseconds(end - built), check)
}

func runRaw() -> (Double, Double, Double) {
    let start = clock.now
    let feed = RawFeed(cells: cellCount, width: widths[0], height: 20_000)
    _ = feed.readAll()
    let built = clock.now
    var check = 0.0
    for width in widths.dropFirst() { check = feed.resize(width: width) }
    let end = clock.now
    return (microseconds(end - start), microseconds(end - built), check)
}

func line(_ name: String, _ results: [(Double, Double, Double)]) -> String {
    let totals = results.map(\.0), resizes = results.map(\.1)
    let perResize = median(resizes) / Double(widths.count - 1)
    return name.padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + "feed-\(cellCount)x\(viewsPerCell)".padding(toLength: 20, withPad: " ", startingAt: 0)
        + String(format: " runs=%ld median_us=%.1f resize_us=%.1f min_us=%.1f per_op_us=%.3f", totals.count, median(totals),
                 median(resizes), totals.min()!, perResize)
        + " | last_bottom_plus_button_maxX=\(results[0].2)"
}

let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }

MainActor.assumeIsolated {
    if only == "conflicts" { return conflictFeedBenchmark() }
    let sizes = arguments.firstIndex(of: "--sizes").map { arguments[$0 + 1].split(separator: ",").compactMap { Int($0) } }
    if only == "edits" { return labelEditBenchmark(sizes: sizes ?? [100, 200, 400, 800, 1600]) }
    if only == "labels" {
        let shapes = arguments.firstIndex(of: "--shapes").map { arguments[$0 + 1].split(separator: ",").compactMap { LabelFeedShape(rawValue: String($0)) } }
        return labelFeedBenchmark(sizes: sizes ?? [100, 200, 400, 800, 1600], shapes: shapes ?? LabelFeedShape.allCases)
    }
    if only == "form" { return scrollFormBenchmark() }
    if only == "stack" { return stackFeedBenchmark() }
    if only == "table" { return tableScrollBenchmark() }
    if only == "list" { return listScrollBenchmark(rowCount: sizes?.first ?? 10_000) }
    if only == "audit" { return auditScreenBenchmark() }
    print("# layout-bench: \(cellCount) cells × \(viewsPerCell) views, build + layout + \(widths.count - 1) resizes; times in microseconds; median over runs")
    _ = runModel()
    _ = runRaw()
    var model: [(Double, Double, Double)] = [], raw: [(Double, Double, Double)] = []
    for _ in 0..<runs {
        model.append(runModel())
        raw.append(runRaw())
    }
    print(line("model", model))
    print(line("raw", raw))
    let ratio = median(model.map(\.0)) / median(raw.map(\.0))
    let resizeRatio = median(model.map(\.1)) / median(raw.map(\.1))
    print(String(format: "# model/raw: total %.2fx, resizes %.2fx (target ≤ 1.5x)", ratio, resizeRatio))
    if model[0].2 != raw[0].2 { print("# CHECK DIFFERS: model \(model[0].2) raw \(raw[0].2)") }
    stackFeedBenchmark()
    conflictFeedBenchmark()
}

/// The feed of stack-view cells (labels and an image) laid out at two widths: the model's time
/// next to replaying, in fresh solvers, the constraint systems it solved at each width.
@MainActor func stackFeedBenchmark() {
    let cells = 100, widths = [375.0, 768.0]
    var modelTimes: [Double] = [], rawTimes: [Double] = []
    var systems: [[LayoutSolver.Constraint]] = []
    var check = 0.0
    for run in 0...runs {
        let start = clock.now
        let feed = StackFeed(cells: cells, width: widths[0])
        var captured: [[LayoutSolver.Constraint]] = []
        for width in widths {
            check = feed.layOut(width: width)
            if run == 0 { captured.append(feed.window.headlessSolverConstraints) }
        }
        let end = clock.now
        if run == 0 { systems = captured; continue }
        modelTimes.append(microseconds(end - start))
        let rawStart = clock.now
        for system in systems { _ = replayRaw(system) }
        rawTimes.append(microseconds(clock.now - rawStart))
    }
    let model = median(modelTimes), raw = median(rawTimes)
    print("# stack feed: \(cells) cells (image + title + wrapping body in nested stacks), built and laid out at \(Int(widths[0])) then \(Int(widths[1])) pt")
    print(String(format: "model    stack-feed-%d        runs=%ld median_us=%.1f per_cell_us=%.2f | column_height=%.1f", cells, modelTimes.count, model, model / Double(cells), check))
    print(String(format: "raw      stack-feed-%d        runs=%ld median_us=%.1f per_cell_us=%.2f | constraints=%ld+%ld", cells, rawTimes.count, raw, raw / Double(cells), systems[0].count, systems[1].count))
    print(String(format: "# model/raw: %.2fx", model / raw))
}

