#if !canImport(UIKit)
import Dispatch
import Foundation

/// Marks the main queue, so that code can tell it runs there whichever thread drains it.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Runs `body` on the main actor: directly when called on the main queue (or the main
/// thread), otherwise synchronously on the main queue, so that a strategy can be used from a
/// test that is not isolated to it (as UIKit-facing tests in the Swift 5 language mode are).
func onMainActor<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
#endif
