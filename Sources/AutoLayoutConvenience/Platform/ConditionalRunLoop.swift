#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Where coalesced conditional updates are drained: once per run-loop turn, before the next
/// layout pass (<doc:ConditionalConstraints#Coalescing>). UIKit: one repeating main-run-loop observer
/// (before-waiting, common modes, ordered before Core Animation's commit). HeadlessUIKit: the
/// pre-layout scheduler of `HeadlessRunLoop.main` (<doc:ConditionalConstraints#Platform-hooks>).
@MainActor enum ConditionalRunLoop {
    #if canImport(UIKit)
    private static var observer: CFRunLoopObserver?
    private static var turn = 0
    #else
    private static var drainRequested = false
    #endif

    /// A number that changes once per layout pass (per run-loop turn on UIKit).
    static var currentPass: Int {
        #if canImport(UIKit)
        turn
        #else
        HeadlessRunLoop.main.layoutPassCount
        #endif
    }

    /// Makes `ConditionalUpdateScheduler.drain()` run before the next layout pass.
    static func requestDrain() {
        #if canImport(UIKit)
        installObserverIfNeeded()
        #else
        guard !drainRequested else { return }
        drainRequested = true
        HeadlessRunLoop.main.schedule(beforeNextLayout: {
            drainRequested = false
            ConditionalUpdateScheduler.drain()
        })
        #endif
    }

    #if canImport(UIKit)
    /// Core Animation commits at order 2,000,000; the drain runs just before it.
    private static let observerOrder: CFIndex = 1_999_000

    private static func installObserverIfNeeded() {
        guard observer == nil else { return }
        let created = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, observerOrder
        ) { _, _ in
            MainActor.assumeIsolated {
                turn &+= 1
                ConditionalUpdateScheduler.drain()
            }
        }
        observer = created
        CFRunLoopAddObserver(CFRunLoopGetMain(), created, .commonModes)
    }
    #endif
}
