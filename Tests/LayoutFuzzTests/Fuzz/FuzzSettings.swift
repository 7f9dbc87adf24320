#if !canImport(UIKit)
import Foundation

/// How a fuzz run is configured. Plain `swift test` plays the short run; environment variables
/// make it long or narrow it down to one sequence:
///
/// - `LAYOUT_FUZZ_SEEDS` (default 30): how many seeds, one sequence each;
/// - `LAYOUT_FUZZ_STEPS` (default 60): operations per sequence;
/// - `LAYOUT_FUZZ_FIRST_SEED` (default 1, decimal or `0x` hex): the first seed;
/// - `LAYOUT_FUZZ_EXTREMES` (`never`, `mixed`, `always`; default `mixed`): whether numbers may be
///   extreme (±`greatestFiniteMagnitude`, 1e300 multipliers, …); `mixed` gives every third seed
///   extreme numbers;
/// - `LAYOUT_FUZZ_TRACE=1`: print every step to standard error before it runs;
/// - `LAYOUT_FUZZ_FEEDBACK=fail`: a pass that reaches its round limit fails even when the layout
///   feeds on its own output, so that such layouts are shrunk and printed for study;
/// - `LAYOUT_FUZZ_MAX_FAILURES` (default 5): failures a run reports before it stops looking;
/// - `LAYOUT_FUZZ_STEP_TIMEOUT` (seconds, default 120): a step that takes longer is reported as a
///   pass that does not return, and the process stops.
struct FuzzSettings: Sendable {
    /// Whether a sequence draws extreme numbers.
    enum Extremes: String, Sendable {
        case never, mixed, always
    }

    var seeds = 30
    var steps = 60
    var firstSeed: UInt64 = 1
    var extremes = Extremes.mixed
    var trace = false
    var feedbackFails = false
    var stepTimeout: Double = 120
    var maximumFailures = 5

    /// The settings the environment asks for, with the short run's defaults.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FuzzSettings {
        var settings = FuzzSettings()
        if let seeds = environment["LAYOUT_FUZZ_SEEDS"].flatMap(Int.init) { settings.seeds = max(seeds, 0) }
        if let steps = environment["LAYOUT_FUZZ_STEPS"].flatMap(Int.init) { settings.steps = max(steps, 1) }
        if let first = environment["LAYOUT_FUZZ_FIRST_SEED"].flatMap(parseSeed) { settings.firstSeed = first }
        if let extremes = environment["LAYOUT_FUZZ_EXTREMES"].flatMap(Extremes.init(rawValue:)) { settings.extremes = extremes }
        settings.trace = environment["LAYOUT_FUZZ_TRACE"] == "1"
        settings.feedbackFails = environment["LAYOUT_FUZZ_FEEDBACK"] == "fail"
        if let maximum = environment["LAYOUT_FUZZ_MAX_FAILURES"].flatMap(Int.init), maximum > 0 { settings.maximumFailures = maximum }
        if let timeout = environment["LAYOUT_FUZZ_STEP_TIMEOUT"].flatMap(Double.init), timeout > 0 { settings.stepTimeout = timeout }
        return settings
    }

    /// Whether the sequence of `seed` draws extreme numbers.
    func usesExtremes(seed: UInt64) -> Bool {
        switch extremes {
        case .never: false
        case .always: true
        case .mixed: seed % 3 == 0
        }
    }

    /// The seeds of the run, in order.
    var seedRange: Range<UInt64> { firstSeed..<(firstSeed &+ UInt64(seeds)) }

    /// The environment that replays one seed with these settings.
    func replayCommand(seed: UInt64) -> String {
        "LAYOUT_FUZZ_FIRST_SEED=\(seed) LAYOUT_FUZZ_SEEDS=1 LAYOUT_FUZZ_STEPS=\(steps) LAYOUT_FUZZ_EXTREMES=\(extremes.rawValue)"
            + " swift test --filter LayoutFuzzTests"
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}
#endif
