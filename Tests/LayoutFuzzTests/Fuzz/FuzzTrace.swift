#if !canImport(UIKit)
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps sequences replayable when the process dies: a one-line note of the seed and step
/// running, which a signal handler prints when the step traps (then the previous handler, e.g.
/// Swift's backtracer, runs as before), and which a watchdog thread prints before stopping the
/// process when one step does not return within the timeout.
enum FuzzTrace {
    private static let capacity = 2_048
    /// The note, as C characters; written by the test, read by the handler and the watchdog.
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    /// The actions in place before `install`, by signal number.
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    /// What the handler prints before the note, made ahead because a handler must not allocate.
    private static let handlerPrefix: [CChar] = Array("\nlayout fuzz: the process received a fatal signal during ".utf8CString.dropLast())
    /// When the running step began (monotonic nanoseconds), 0 between steps.
    private static let stepStart = Atomic<UInt64>(0)
    private static let installed = Mutex(false)
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the signal handlers and starts the watchdog, once per process.
    static func install(stepTimeout: Double) {
        let first = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        buffer.initialize(repeating: 0, count: capacity)
        previousActions.initialize(repeating: sigaction(), count: 65)
        _ = handlerPrefix.count
        for signal in signals {
            var action = sigaction()
            var previous = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = FuzzTrace.handle
            #else
            action.__sigaction_u.__sa_handler = FuzzTrace.handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, &previous)
            previousActions[Int(signal)] = previous
        }
        let timeout = UInt64(stepTimeout * 1e9)
        let watchdog = Thread {
            while true {
                Thread.sleep(forTimeInterval: 1)
                let start = stepStart.load(ordering: .relaxed)
                guard start != 0, DispatchTime.now().uptimeNanoseconds - start > timeout else { continue }
                printNote(prefix: "layout fuzz: a step did not return within \(Int(stepTimeout)) s: ")
                abort()
            }
        }
        watchdog.start()
    }

    /// Records the step about to run.
    static func begin(_ note: String) {
        let bytes = Array((note + "\n").utf8CString.dropLast().prefix(capacity - 1))
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        length = bytes.count
        stepStart.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }

    /// The step returned.
    static func end() {
        stepStart.store(0, ordering: .relaxed)
        length = 0
    }

    private static func printNote(prefix: String) {
        var text = Array(prefix.utf8)
        text.withUnsafeMutableBytes { _ = write(2, $0.baseAddress, $0.count) }
        _ = write(2, buffer, length)
    }

    /// The handler: prints the note, puts the previous handler back and returns, so that the
    /// faulting instruction runs again under the previous handler (an `abort()` raises again).
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        handlerPrefix.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        _ = write(2, buffer, length)
        sigaction(signal, previousActions + Int(signal), nil)
    }
}
#endif
