#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What `UIView.if` returns: the collections that call touched, nested blocks included
/// (<doc:ConditionalConstraints#Controls>).
@MainActor public final class ConditionalResult {
    private var collections: [WeakCollection] = []

    /// An empty result.
    init() {}

    /// Records a touched collection, once.
    func include(_ collection: ConditionalCollection) {
        guard !collections.contains(where: { $0.collection === collection }) else { return }
        collections.append(WeakCollection(collection))
    }

    /// Makes every touched collection update directly when an observer fires, never coalesced.
    @discardableResult public func withoutCoalescing() -> Self {
        collections.forEach { $0.collection?.prefersDirectUpdates = true }
        return self
    }

    /// Makes changes of every touched collection animate (<doc:ConditionalConstraints#Animation>).
    @discardableResult public func animateChanges() -> Self {
        collections.forEach { $0.collection?.animatesChanges = true }
        return self
    }
}
