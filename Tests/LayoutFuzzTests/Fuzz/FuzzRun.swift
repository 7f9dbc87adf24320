#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

/// Where a sequence broke an invariant: the step, what broke, and the steps as they ran.
struct FuzzFailure: Error, CustomStringConvertible {
    let seed: UInt64
    let step: Int
    let message: String
    let operations: [FuzzOperation]
    let log: [String]

    var description: String {
        "seed \(seed), step \(step): \(message)\n  operations: \(operations.map(\.description).joined(separator: " "))\n  "
            + log.joined(separator: "\n  ")
    }
}

/// Plays operation sequences on a fresh world and checks the invariants after every layout.
@MainActor enum FuzzRun {
    /// Sequences, since the process started, whose layout needed more rounds than a pass runs
    /// and then settled.
    static var slowFeedbackSequences = 0
    /// Sequences, since the process started, whose layout kept changing without repeating.
    static var unboundedSequences = 0

    /// The device a seed plays on.
    static func device(for seed: UInt64) -> HeadlessDevice {
        HeadlessDevice.allPresets[Int(seed % UInt64(HeadlessDevice.allPresets.count))]
    }

    /// Plays `steps` random operations from `seed`; on a failure, shrinks the sequence first.
    static func play(seed: UInt64, steps: Int, extremes: Bool) -> FuzzFailure? {
        var random = FuzzRandom(seed: seed)
        let operations = FuzzOperation.sequence(count: steps, random: &random)
        guard let failure = replay(operations, seed: seed, extremes: extremes) else { return nil }
        return shrink(failure, extremes: extremes)
    }

    /// Plays `operations` on a new world; the first broken invariant, or nil.
    static func replay(_ operations: [FuzzOperation], seed: UInt64, extremes: Bool) -> FuzzFailure? {
        var entries: [HeadlessLogEntry] = []
        let previousSink = HeadlessLog.sink, previousHandler = LayoutDiagnostics.handler
        HeadlessLog.sink = { entries.append($0) }
        LayoutDiagnostics.handler = { _ in }
        defer {
            HeadlessLog.sink = previousSink
            LayoutDiagnostics.handler = previousHandler
        }
        let world = FuzzWorld(device: device(for: seed), extremes: extremes)
        func failure(_ step: Int, _ message: String) -> FuzzFailure {
            FuzzFailure(seed: seed, step: step, message: message, operations: operations, log: world.log)
        }
        for (step, operation) in operations.enumerated() {
            entries.removeAll()
            apply(operation, to: world)
            if operation.kind == .layout || step == operations.count - 1 {
                world.window.layoutIfNeeded()
                if entries.contains(where: { $0.category == .layoutLoop }) {
                    switch FuzzInvariants.continuation(of: world) {
                    case .oscillates: return failure(step, "the pass did not settle and the layout oscillates between states")
                    case .settles: FuzzRun.slowFeedbackSequences += 1
                    case .keepsChanging: FuzzRun.unboundedSequences += 1
                    }
                    // Frames that feed back into the constraints are checked no further.
                    return nil
                }
                if let message = FuzzInvariants.violation(in: world, entries: entries) { return failure(step, message) }
            }
            if operation.kind == .drop, let leaked = world.leaked.first { return failure(step, "\(leaked) was dropped but is still alive") }
        }
        return nil
    }

    /// Runs one operation.
    static func apply(_ operation: FuzzOperation, to world: FuzzWorld) {
        var random = FuzzRandom(seed: operation.seed)
        switch operation.kind {
        case .addView: world.addView(&random)
        case .removeFromSuperview: world.removeFromSuperview(&random)
        case .reparent: world.reparent(&random)
        case .drop: world.drop(&random)
        case .anchorConstraint: world.anchorConstraint(&random)
        case .deactivate: world.deactivate(&random)
        case .changeConstant: world.changeConstant(&random)
        case .changePriority: world.changePriority(&random)
        case .fill: world.fill(&random)
        case .center: world.center(&random)
        case .pin: world.pin(&random)
        case .stackSubviews: world.stackSubviews(&random)
        case .size: world.size(&random)
        case .hugging: world.hugging(&random)
        case .overflowScroll: world.overflowScroll(&random)
        case .keyboardGuide: world.keyboardGuide(&random)
        case .conditional: world.conditional(&random)
        case .pins: world.pins(&random)
        case .typedAnchors: world.typedAnchors(&random)
        case .helperFormat: world.helperFormat(&random)
        case .uikitFormat: world.uikitFormat(&random)
        case .labelText: world.labelText(&random)
        case .stackChange: world.stackChange(&random)
        case .rotate: world.rotate(&random)
        case .traits: world.traits(&random)
        case .keyboard: world.keyboard(&random)
        case .setNeedsLayout: world.setNeedsLayout(&random)
        case .layout: world.note("layoutIfNeeded")
        }
    }

    /// Drops operations, chunks first and then one at a time, while the sequence still fails
    /// (any failure counts), and returns the failure of the shortest sequence found.
    static func shrink(_ failure: FuzzFailure, extremes: Bool) -> FuzzFailure {
        var best = failure
        var operations = Array(failure.operations.prefix(failure.step + 1))
        var chunk = max(operations.count / 2, 1)
        while chunk >= 1 {
            var index = 0
            var progressed = false
            while index < operations.count {
                var candidate = operations
                candidate.removeSubrange(index..<min(index + chunk, candidate.count))
                if !candidate.isEmpty, let smaller = replay(candidate, seed: failure.seed, extremes: extremes) {
                    operations = Array(candidate.prefix(smaller.step + 1))
                    best = smaller
                    progressed = true
                } else {
                    index += chunk
                }
            }
            if !progressed { chunk /= 2 }
        }
        return best
    }
}
#endif
