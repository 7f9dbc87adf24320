#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// Regression tests built from failures the fuzzer printed.
@MainActor enum FuzzRegression {
    /// Replays a shrunk sequence, traced as a failure prints it (`kind#seed …`), on the device
    /// and settings of `seed`, and records an issue for the first invariant it breaks.
    /// `operationCount` guards against a traced list that lost an operation.
    static func expectEveryInvariant(
        replaying traced: String, operationCount: Int, seed: UInt64, settings: FuzzSettings = FuzzSettings(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let operations = FuzzOperation.sequence(traced: traced)
        #expect(operations.count == operationCount, sourceLocation: sourceLocation)
        let failure = FuzzRun.replay(operations, seed: seed, settings: settings, counting: false)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
    }
}
#endif
