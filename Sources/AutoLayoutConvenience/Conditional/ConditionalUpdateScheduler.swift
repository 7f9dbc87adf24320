#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The coalesced updates: collections marked dirty are updated once, together, before the next
/// layout pass (<doc:ConditionalConstraints#Coalescing>).
@MainActor enum ConditionalUpdateScheduler {
    private static var pending: [WeakCollection] = []

    /// Queues `collection` for the next drain (once) and makes sure a drain comes.
    static func enqueue(_ collection: ConditionalCollection) {
        if !pending.contains(where: { $0.collection === collection }) { pending.append(WeakCollection(collection)) }
        ConditionalRunLoop.requestDrain()
    }

    /// Updates every queued collection that still needs it, in queueing order.
    static func drain() {
        guard !pending.isEmpty else { return }
        let queued = pending
        pending = []
        for entry in queued {
            guard let collection = entry.collection, collection.needsUpdate else { continue }
            collection.update()
        }
    }
}
