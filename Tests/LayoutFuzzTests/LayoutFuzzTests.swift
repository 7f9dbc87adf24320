#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// Seeded random sequences of what users do, over HeadlessUIKit, the DSL and the three idioms,
/// with the invariants of `FuzzInvariants` checked after every layout pass and dropped views
/// checked for release. A short run plays in every `swift test`; a long one behind
/// `LAYOUT_FUZZ_SEEDS` (and `LAYOUT_FUZZ_STEPS`, `LAYOUT_FUZZ_FIRST_SEED`), e.g.
/// `LAYOUT_FUZZ_SEEDS=2000 swift test -c release --filter LayoutFuzzTests`.
@Suite @MainActor struct LayoutFuzzTests {
    private static let environment = ProcessInfo.processInfo.environment
    private static let seeds = environment["LAYOUT_FUZZ_SEEDS"].flatMap(Int.init) ?? 24
    private static let steps = environment["LAYOUT_FUZZ_STEPS"].flatMap(Int.init) ?? 60
    private static let firstSeed = environment["LAYOUT_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 1

    @Test func randomSequencesKeepEveryInvariant() {
        let before = (FuzzRun.slowFeedbackSequences, FuzzRun.unboundedSequences)
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.seeds)) {
            if let failure = FuzzRun.play(seed: seed, steps: Self.steps, extremes: seed % 3 == 0) {
                Issue.record("\(failure)")
                return
            }
        }
        let slow = FuzzRun.slowFeedbackSequences - before.0, unbounded = FuzzRun.unboundedSequences - before.1
        print("layout fuzz: \(Self.seeds) seeds × \(Self.steps) steps from seed \(Self.firstSeed): no defect; feedback layouts that settled after the round limit: \(slow), that kept changing: \(unbounded)")
    }

    @Test func theGeneratorCoversEveryKind() {
        var random = FuzzRandom(seed: 7)
        let kinds = Set(FuzzOperation.sequence(count: 2_000, random: &random).map(\.kind))
        #expect(kinds == Set(FuzzOperation.Kind.allCases))
    }

    @Test func aSeedReplaysExactly() {
        var first = FuzzRandom(seed: 42), second = FuzzRandom(seed: 42)
        #expect(FuzzOperation.sequence(count: 50, random: &first).map(\.description)
                == FuzzOperation.sequence(count: 50, random: &second).map(\.description))
    }
}
#endif
