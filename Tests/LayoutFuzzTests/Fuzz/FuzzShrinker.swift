#if !canImport(UIKit)
import Foundation

/// Delta debugging over an operation list: drops chunks of operations, halving the chunk size
/// whenever no chunk can go, while the shorter sequence still fails with the same kind of
/// failure; then the shortest failing sequence stands.
@MainActor enum FuzzShrinker {
    /// The smallest failing sequence found from `failure`, replaying candidates with `replay`
    /// (which returns the failure a sequence produces, if any). At most `budget` replays.
    static func shrink(_ failure: FuzzFailure, budget: Int = 2_000, replay: ([FuzzOperation]) -> FuzzFailure?) -> FuzzFailure {
        var best = failure
        var operations = Array(failure.operations.prefix(failure.step + 1))
        var chunk = max(operations.count / 2, 1)
        var replays = 0
        while chunk >= 1, replays < budget {
            var index = 0
            var progressed = false
            while index < operations.count, replays < budget {
                var candidate = operations
                candidate.removeSubrange(index..<min(index + chunk, candidate.count))
                replays += 1
                if !candidate.isEmpty, let smaller = replay(candidate), smaller.kind == failure.kind {
                    operations = Array(candidate.prefix(smaller.step + 1))
                    best = smaller
                    progressed = true
                } else {
                    index += chunk
                }
            }
            if !progressed { chunk /= 2 }
        }
        best.originalLength = failure.operations.count
        return best
    }
}
#endif
