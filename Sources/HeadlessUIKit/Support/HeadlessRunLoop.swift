#if !canImport(UIKit)
import Foundation

/// The simulated main run loop (<doc:Hooks#Run-loop>). Nothing runs by itself: callbacks
/// scheduled "before the next layout" run at step 0 of the next layout pass (<doc:LayoutPass#Steps>),
/// and `drain()` turns the loop until it is idle.
@preconcurrency @MainActor
public final class HeadlessRunLoop {
    /// The main run loop.
    public static let main = HeadlessRunLoop()

    private var beforeNextLayout: [@MainActor () -> Void] = []
    private var queued: [@MainActor () -> Void] = []
    private var windows: [HeadlessItemReference] = []
    /// How many layout passes have begun, over all hierarchies.
    public private(set) var layoutPassCount = 0

    private init() {}

    /// Whether callbacks wait for the next layout pass.
    public var hasCallbacksBeforeNextLayout: Bool { !beforeNextLayout.isEmpty }

    /// Runs `callback` at step 0 of the next layout pass (or the next `drain()`), once. This is
    /// where UIKit code uses a before-waiting run-loop observer.
    public func schedule(beforeNextLayout callback: @escaping @MainActor () -> Void) {
        beforeNextLayout.append(callback)
    }

    /// Runs `callback` on the next turn of the loop (`drain()`).
    public func async(_ callback: @escaping @MainActor () -> Void) {
        queued.append(callback)
    }

    /// Turns the loop until nothing is left: queued callbacks, callbacks before the next layout
    /// and pending layout passes of every window; at most 100 turns, then a log.
    public func drain() {
        for _ in 0..<100 {
            let work = queued
            queued = []
            work.forEach { $0() }
            windows.removeAll { $0.view == nil }
            let pending = windows.compactMap(\.view).filter(\.hasPendingLayout)
            if hasCallbacksBeforeNextLayout, pending.isEmpty { runCallbacksBeforeNextLayout() }
            pending.forEach { $0.layoutIfNeeded() }
            if queued.isEmpty, beforeNextLayout.isEmpty, !windows.contains(where: { $0.view?.hasPendingLayout == true }) {
                return
            }
        }
        writeLog(.layoutLoop, "[HeadlessRunLoop] The run loop did not become idle after 100 turns")
    }

    /// Called by a layout pass before step 1.
    func passDidBegin() {
        layoutPassCount += 1
        runCallbacksBeforeNextLayout()
    }

    /// Remembers a window so `drain()` lays it out.
    func registerWindow(_ window: UIWindow) {
        windows.removeAll { $0.view == nil }
        windows.append(window.itemReference)
    }

    private func runCallbacksBeforeNextLayout() {
        let callbacks = beforeNextLayout
        beforeNextLayout = []
        callbacks.forEach { $0() }
    }
}

extension UIView {
    /// Whether the next `layoutIfNeeded()` of this root would run a pass.
    var hasPendingLayout: Bool {
        hierarchyNeedsLayout || storedLayoutEngine?.hasPendingChanges == true
    }
}
#endif
