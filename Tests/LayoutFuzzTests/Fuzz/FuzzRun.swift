#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

/// Plays operation sequences on a fresh world and checks the invariants after every layout.
@MainActor enum FuzzRun {
    /// What a run did besides finding defects, for its summary line.
    struct Statistics {
        var sequences = 0
        var steps = 0
        /// Layout passes after which the invariants were checked.
        var checks = 0
        /// Unsatisfiable-constraint logs, UIKit-style exceptions and DSL diagnostics seen.
        var conflicts = 0, exceptions = 0, diagnostics = 0
        /// The slowest step: seconds, and where.
        var slowest: (seconds: Double, step: String) = (0, "")
        /// Passes that reached the round limit, by what further passes do.
        var feedbacks: [FuzzInvariants.Continuation: Int] = [:]
        /// Detached roots left awaiting a pass by the window's pass (their constraints unchecked).
        var detachedRootsAwaitingLayout = 0
        /// How often each operation kind ran.
        var kinds: [FuzzOperation.Kind: Int] = [:]

        var summary: String {
            "\(sequences) sequences, \(steps) steps, \(checks) checked passes; logged \(conflicts) conflicts, \(exceptions) exceptions, "
                + "\(diagnostics) DSL diagnostics; feedback layouts: \(feedbacks[.settles, default: 0]) settle after more passes, "
                + "\(feedbacks[.keepsChanging, default: 0]) keep changing, "
                + "\(feedbacks[.cycles, default: 0]) cycle through their own insets or constraints; "
                + "\(detachedRootsAwaitingLayout) detached roots left awaiting layout by the window's pass; slowest step \(String(format: "%.3f", slowest.seconds)) s (\(slowest.step))"
        }
    }

    static var statistics = Statistics()

    /// The device a seed plays on.
    static func device(for seed: UInt64) -> HeadlessDevice {
        HeadlessDevice.allPresets[Int(seed % UInt64(HeadlessDevice.allPresets.count))]
    }

    /// Plays the sequence of `seed`; on a failure, shrinks it first.
    static func play(seed: UInt64, settings: FuzzSettings) -> FuzzFailure? {
        var random = FuzzRandom(seed: seed)
        let operations = FuzzOperation.sequence(count: settings.steps, random: &random)
        guard var failure = replay(operations, seed: seed, settings: settings) else { return nil }
        failure = FuzzShrinker.shrink(failure) { replay($0, seed: seed, settings: settings, counting: false) }
        failure.replay = settings.replayCommand(seed: seed)
        return failure
    }

    /// Plays `operations` on a new world; the first broken invariant, or nil.
    static func replay(_ operations: [FuzzOperation], seed: UInt64, settings: FuzzSettings, counting: Bool = true) -> FuzzFailure? {
        FuzzTrace.install(stepTimeout: settings.stepTimeout)
        var entries: [HeadlessLogEntry] = []
        var diagnostics = 0
        let previousLogHandler = HeadlessLog.handler, previousDiagnosticsHandler = LayoutDiagnostics.handler
        HeadlessLog.handler = { entries.append($0) }
        LayoutDiagnostics.handler = { _ in diagnostics += 1 }
        let world = FuzzWorld(device: device(for: seed), extremes: settings.usesExtremes(seed: seed))
        defer {
            // The keyboard tracker and the run loop are shared: leave them idle for the next sequence.
            if world.window.headlessKeyboard.isVisible { world.window.headlessKeyboard.hide(duration: 0) }
            HeadlessRunLoop.main.drain()
            HeadlessLog.handler = previousLogHandler
            LayoutDiagnostics.handler = previousDiagnosticsHandler
        }
        if counting { statistics.sequences += 1 }
        func failure(_ step: Int, _ kind: FuzzFailure.Kind, _ message: String) -> FuzzFailure {
            FuzzFailure(kind: kind, seed: seed, step: step, message: message, operations: Array(operations.prefix(step + 1)), log: world.log)
        }
        for (step, operation) in operations.enumerated() {
            world.step = step
            let where_ = "seed \(seed), step \(step) (\(operation)); replay: \(settings.replayCommand(seed: seed))"
            if settings.trace { FileHandle.standardError.write(Data("layout fuzz: \(where_)\n".utf8)) }
            entries.removeAll()
            let passes = HeadlessRunLoop.main.layoutPassCount
            let start = DispatchTime.now().uptimeNanoseconds
            FuzzTrace.begin(where_)
            apply(operation, to: world)
            let isLast = step == operations.count - 1
            if operation.kind == .layout || isLast || HeadlessRunLoop.main.layoutPassCount != passes {
                // Every root's pass drains the conditional updates all roots share, which can
                // leave another root needing layout: detached roots and the window take turns
                // (a pass with nothing to do returns at once).
                for _ in 0..<(operation.kind == .layout ? 3 : 0) {
                    world.detachedRoots.forEach { $0.layoutIfNeeded() }
                    world.window.layoutIfNeeded()
                }
                world.window.layoutIfNeeded()
                let roots = operation.kind == .layout ? [world.window] + world.detachedRoots : [world.window]
                var settled = true
                if let loop = entries.first(where: { $0.category == .layoutLoop }) {
                    // The pass returned after its round limit with UIKit's log. A feedback that
                    // settles later or grows without a fixed point (as it would in UIKit) is
                    // counted; one that flips between states is a defect.
                    let continuation = FuzzInvariants.continuation(of: world.window)
                    if continuation == .oscillates || continuation == .flipsWithinPasses || settings.feedbackFails {
                        FuzzTrace.end()
                        return failure(step, .didNotSettle, "\(loop.message); \(continuation.rawValue)")
                    }
                    if counting { statistics.feedbacks[continuation, default: 0] += 1 }
                    entries.removeAll { $0.category == .layoutLoop }
                    settled = continuation == .settles
                }
                if counting {
                    statistics.checks += 1
                    statistics.detachedRootsAwaitingLayout += roots.filter(FuzzInvariants.isDetachedAndAwaitingLayout).count
                }
                if let (kind, message) = FuzzInvariants.violation(in: roots, entries: entries, checkingConstraints: settled) {
                    FuzzTrace.end()
                    return failure(step, kind, message)
                }
            }
            FuzzTrace.end()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if counting {
                statistics.steps += 1
                statistics.kinds[operation.kind, default: 0] += 1
                statistics.conflicts += entries.filter { $0.message.contains("Unable to simultaneously satisfy") }.count
                statistics.exceptions += entries.filter { $0.category == .exception }.count
                if seconds > statistics.slowest.seconds { statistics.slowest = (seconds, "seed \(seed) step \(step) \(operation.kind)") }
            }
            if let problem = world.problems.first { return failure(step, .notFinite, problem) }
            if let leaked = world.leaked.first { return failure(step, .leak, "\(leaked) was dropped but is still alive") }
        }
        if counting { statistics.diagnostics += diagnostics }
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
        case .hide: world.hide(&random)
        case .anchorConstraint: world.anchorConstraint(&random)
        case .batchConstraints: world.batchConstraints(&random)
        case .systemSpacing: world.systemSpacing(&random)
        case .offsetConstraint: world.offsetConstraint(&random)
        case .legacyInstall: world.legacyInstall(&random)
        case .layoutGuide: world.layoutGuide(&random)
        case .deactivate: world.deactivate(&random)
        case .changeConstant: world.changeConstant(&random)
        case .changePriority: world.changePriority(&random)
        case .fill: world.fill(&random)
        case .fillAtMost: world.fillAtMost(&random)
        case .center: world.center(&random)
        case .pinPosition: world.pinPosition(&random)
        case .pinConstant: world.pinConstant(&random)
        case .pinEdge: world.pinEdge(&random)
        case .align: world.align(&random)
        case .stackSubviews: world.stackSubviews(&random)
        case .defaults: world.defaults(&random)
        case .listEdit: world.listEdit(&random)
        case .size: world.size(&random)
        case .sizeRelative: world.sizeRelative(&random)
        case .sizeRemoval: world.sizeRemoval(&random)
        case .hugging: world.hugging(&random)
        case .overflowScroll: world.overflowScroll(&random)
        case .keyboardGuide: world.keyboardGuide(&random)
        case .stackFactory: world.stackFactory(&random)
        case .tableHeader: world.tableHeader(&random)
        case .fixedFrameGuide: world.fixedFrameGuide(&random)
        case .conditional: world.conditional(&random)
        case .namedConfiguration: world.namedConfiguration(&random)
        case .pins: world.pins(&random)
        case .updatePins: world.updatePins(&random)
        case .typedAnchors: world.typedAnchors(&random)
        case .helperFormat: world.helperFormat(&random)
        case .helperEdit: world.helperEdit(&random)
        case .uikitFormat: world.uikitFormat(&random)
        case .rootController: world.rootController(&random)
        case .push: world.push(&random)
        case .pop: world.pop(&random)
        case .controllerChange: world.controllerChange(&random)
        case .labelText: world.labelText(&random)
        case .buttonTitle: world.buttonTitle(&random)
        case .imageChange: world.imageChange(&random)
        case .stackChange: world.stackChange(&random)
        case .margins: world.margins(&random)
        case .rotate: world.rotate(&random)
        case .traits: world.traits(&random)
        case .viewTraits: world.viewTraits(&random)
        case .keyboard: world.keyboard(&random)
        case .setNeedsLayout: world.setNeedsLayout(&random)
        case .layout: world.note("layoutIfNeeded")
        case .layoutSubview: world.layoutSubview(&random)
        case .drainRunLoop: world.drainRunLoop(&random)
        case .animate: world.animate(&random)
        case .inspect: world.inspect(&random)
        }
    }
}
#endif
