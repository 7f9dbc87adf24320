#if !canImport(UIKit)
import Foundation

/// Where a sequence broke an invariant: the seed, the step, what broke, the operations as
/// generated, and the log of the steps as they were interpreted.
struct FuzzFailure: Error, CustomStringConvertible {
    /// The invariants of uikit-model.md the fuzzer checks.
    enum Kind: String, Sendable {
        /// A layout pass logged "did not converge".
        case didNotSettle = "the layout pass did not settle"
        /// A frame, bounds, guide frame or fitting size was not finite (or negative).
        case notFinite = "a geometry value is not finite"
        /// An active, required, unbroken constraint does not hold.
        case constraintBroken = "a required constraint does not hold"
        /// A view the sequence dropped is still alive.
        case leak = "a dropped view was not deallocated"
    }

    let kind: Kind
    let seed: UInt64
    let step: Int
    let message: String
    let operations: [FuzzOperation]
    let log: [String]
    /// How many operations the sequence had before shrinking, when it was shrunk.
    var originalLength: Int?
    /// The environment that replays the seed.
    var replay = ""

    var description: String {
        var lines = ["fuzz failure, seed \(seed), step \(step): \(kind.rawValue)", "  \(message)"]
        if !replay.isEmpty { lines.append("  replay the whole sequence: \(replay)") }
        if let originalLength {
            lines.append("  shrunk from \(originalLength) to \(operations.count) operations: \(operations.map(\.description).joined(separator: " "))")
        } else {
            lines.append("  operations: \(operations.map(\.description).joined(separator: " "))")
        }
        lines.append("  steps as interpreted:")
        lines += log.map { "    " + $0 }
        return lines.joined(separator: "\n")
    }
}
#endif
