#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// Seeded random sequences of what users do, over HeadlessUIKit, the DSL and the three idioms,
/// with the invariants of `FuzzInvariants` checked after every layout pass and dropped views
/// checked for release. Plain `swift test` plays a short run; `FuzzSettings` lists the
/// environment variables of a long one, e.g.
/// `LAYOUT_FUZZ_SEEDS=2000 swift test -c release --filter LayoutFuzzTests`.
@Suite @MainActor struct LayoutFuzzTests {

    @Test func randomSequencesKeepEveryInvariant() {
        let settings = FuzzSettings.fromEnvironment()
        FuzzRun.statistics = FuzzRun.Statistics()
        var failures = 0
        for seed in settings.seedRange {
            guard let failure = FuzzRun.play(seed: seed, settings: settings) else { continue }
            Issue.record("\(failure)")
            failures += 1
            if failures == settings.maximumFailures { break }
        }
        print("layout fuzz: seeds \(settings.firstSeed)..<\(settings.firstSeed + UInt64(settings.seeds)) × \(settings.steps) steps, extremes \(settings.extremes.rawValue): \(failures) failing; \(FuzzRun.statistics.summary)")
    }

    @Test func theGeneratorCoversEveryKind() {
        var random = FuzzRandom(seed: 7)
        let kinds = Set(FuzzOperation.sequence(count: 3_000, random: &random).map(\.kind))
        #expect(kinds == Set(FuzzOperation.Kind.allCases))
    }

    @Test func aSeedReplaysExactly() {
        var first = FuzzRandom(seed: 42), second = FuzzRandom(seed: 42)
        let operations = FuzzOperation.sequence(count: 40, random: &first)
        #expect(operations == FuzzOperation.sequence(count: 40, random: &second))
        // The same operations give the same interpreted steps and the same frames.
        let settings = FuzzSettings()
        func play() -> [String] {
            let world = FuzzWorld(device: .iPhone15, extremes: false)
            _ = HeadlessLog.capture {
                for (step, operation) in operations.enumerated() {
                    world.step = step
                    FuzzRun.apply(operation, to: world)
                }
                world.window.layoutIfNeeded()
                if world.window.headlessKeyboard.isVisible { world.window.headlessKeyboard.hide(duration: 0) }
                HeadlessRunLoop.main.drain()
            }
            return world.log.map(withoutNumbers) + FuzzGeometry.subtree(of: world.window).map { "\(FuzzGeometry.frame(of: $0))" }
        }
        #expect(settings.steps > 0)
        #expect(play() == play())
    }

    /// `text` without the creation numbers descriptions print (`0x1f`), which differ between plays.
    private func withoutNumbers(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }

    @Test func theSettingsComeFromTheEnvironment() {
        let settings = FuzzSettings.fromEnvironment([
            "LAYOUT_FUZZ_SEEDS": "500", "LAYOUT_FUZZ_STEPS": "200", "LAYOUT_FUZZ_FIRST_SEED": "0x10",
            "LAYOUT_FUZZ_EXTREMES": "never",
        ])
        #expect(settings.seedRange == 16..<516)
        #expect(settings.steps == 200)
        #expect(!settings.usesExtremes(seed: 3))
        #expect(settings.replayCommand(seed: 17).hasPrefix("LAYOUT_FUZZ_FIRST_SEED=17 LAYOUT_FUZZ_SEEDS=1 LAYOUT_FUZZ_STEPS=200"))
        #expect(FuzzSettings.fromEnvironment([:]).usesExtremes(seed: 3))
    }
}
#endif
