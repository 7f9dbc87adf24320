#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// The configuration name that `.name(is:)` conditions compare with; `.main` until changed
    /// (<doc:ConditionalConstraints#Named-configurations>). Setting a new name re-evaluates every collection that
    /// reads it.
    public var activeConditionalConstraintsConfigurationName: Condition.ConfigurationName {
        get { ConditionalCollection.of(self, create: false)?.configurationName ?? .main }
        set {
            guard let collection = ConditionalCollection.of(self, create: true), collection.configurationName != newValue else { return }
            collection.configurationName = newValue
            collection.configurationNameDidChange()
        }
    }

    /// Makes this view's conditional constraints update as soon as an observer fires, never coalesced.
    @discardableResult public func useDirectConditionalUpdates() -> Self {
        ConditionalCollection.of(self, create: true)?.prefersDirectUpdates = true
        return self
    }

    /// Makes changes of this view's conditional constraints animate (<doc:ConditionalConstraints#Animation>).
    @discardableResult public func enableAnimationsForConditionalUpdates() -> Self {
        ConditionalCollection.of(self, create: true)?.animatesChanges = true
        return self
    }

    /// Re-evaluates this view's conditional constraints soon: at once when it updates directly,
    /// else with the next coalesced drain.
    @discardableResult public func setConditionalConstraintsNeedsUpdate() -> Self {
        ConditionalCollection.of(self, create: false)?.observedValueDidChange()
        return self
    }

    /// Re-evaluates this view's conditional constraints now if they were marked as needing it.
    @discardableResult public func updateConditionalConstraintsIfNeeded() -> Self {
        if let collection = ConditionalCollection.of(self, create: false), collection.needsUpdate { collection.update() }
        return self
    }

    /// Re-evaluates this view's conditional constraints now, marked or not.
    @discardableResult public func forceUpdateConditionalConstraints() -> Self {
        ConditionalCollection.of(self, create: false)?.update()
        return self
    }
}
