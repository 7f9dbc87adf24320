#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The conditional constraints of one view (V) with their conditions, the observers that
/// re-evaluate them and the view's active configuration name (<doc:ConditionalConstraints#Blocks>,
/// <doc:ConditionalConstraints#Coalescing>). Stored on the view and released with it; it holds the view weakly.
@MainActor final class ConditionalCollection {
    /// One conditional list.
    struct Item {
        let condition: UIView.Condition
        let list: ConstraintsList
        var isActive = false
    }

    private static let key = AssociationKey()

    /// The view whose constraints these are.
    private(set) weak var view: UIView?
    private(set) var items: [Item] = []
    /// The view's active configuration name.
    var configurationName: UIView.Condition.ConfigurationName = .main
    /// Collections whose conditions read this view's name.
    private var nameObservers: [WeakCollection] = []
    private var observations: [AnyObject] = []
    /// What the running observers watch (identifiers only: observed views are never retained).
    private var running: Set<ConditionalObservedKey> = []
    private var observedViewCount = 0
    private var observedKindCount = 0
    private var readsCallbacks = false
    /// Set by `useDirectConditionalUpdates()` or `withoutCoalescing()`.
    var prefersDirectUpdates = false
    /// Set by `enableAnimationsForConditionalUpdates()` or `animateChanges()`.
    var animatesChanges = false
    /// Whether an update is pending.
    private(set) var needsUpdate = false
    private var flipPass = -1
    private var flipCount = 0

    private init(view: UIView) { self.view = view }

    /// The collection of `view`, created when `create` is true and there is none.
    static func of(_ view: UIView, create: Bool) -> ConditionalCollection? {
        if let existing = AssociatedStorage.value(for: view, key: key) as? ConditionalCollection { return existing }
        guard create else { return nil }
        let collection = ConditionalCollection(view: view)
        AssociatedStorage.setValue(collection, for: view, key: key)
        return collection
    }

    /// Adds a list, inactive, under `condition`.
    func add(_ list: ConstraintsList, condition: UIView.Condition) {
        items.append(Item(condition: condition, list: list))
    }

    /// Whether observer events update at once instead of being coalesced (<doc:ConditionalConstraints#Coalescing>).
    var updatesDirectly: Bool {
        prefersDirectUpdates || (!readsCallbacks && observedViewCount == 1 && observedKindCount == 1)
    }

    // MARK: Observation

    /// Starts the observers the conditions need that are not running yet.
    func installObservers() {
        guard let view else { return }
        var needed = ConditionalRequirements()
        for item in items { item.condition.collectRequirements(on: view, into: &needed) }
        observedViewCount = needed.viewCount
        observedKindCount = needed.kindCount
        readsCallbacks = needed.hasCallback
        for entry in needed.entries {
            let key = ConditionalObservedKey(view: ObjectIdentifier(entry.view), kind: entry.kind)
            guard running.insert(key).inserted else { continue }
            startObserving(entry.view, entry.kind)
        }
    }

    private func startObserving(_ observed: UIView, _ kind: ConditionalObservedKind) {
        let fire: @MainActor () -> Void = { [weak self] in self?.observedValueDidChange() }
        switch kind {
        case .bounds: observations.append(ConditionalObservers.observeBounds(of: observed, fire))
        case .hidden: observations.append(ConditionalObservers.observeHidden(of: observed, fire))
        case .traits: observations.append(ConditionalObservers.observeTraits(of: observed, fire))
        case .name: ConditionalCollection.of(observed, create: true)?.nameObservers.append(WeakCollection(self))
        }
    }

    /// An observer fired: update now or mark for the next drain.
    func observedValueDidChange() {
        if updatesDirectly { update() } else { setNeedsUpdate() }
    }

    /// Tells the collections that read this view's name that it changed.
    func configurationNameDidChange() {
        nameObservers.removeAll { $0.collection == nil }
        for observer in nameObservers { observer.collection?.observedValueDidChange() }
    }

    // MARK: Updating

    /// Marks the collection for the next coalesced drain.
    func setNeedsUpdate() {
        needsUpdate = true
        ConditionalUpdateScheduler.enqueue(self)
    }

    /// Re-evaluates every item and (de)activates the lists whose state changed.
    func update() {
        needsUpdate = false
        let matches = items.map { $0.condition.evaluate(on: view) }
        guard matches != items.map(\.isActive) else { return }
        guard allowFlip() else { return }
        ConditionalChangeApplier.apply(matches, to: self)
    }

    /// Evaluates and applies without counting a flip (the first evaluation of a block).
    func updateInitially() {
        needsUpdate = false
        let matches = items.map { $0.condition.evaluate(on: view) }
        guard matches != items.map(\.isActive) else { return }
        commit(matches)
    }

    /// Deactivates the items that stopped matching, then activates the ones that started.
    func commit(_ matches: [Bool]) {
        guard matches.count == items.count else { return }
        for index in items.indices where items[index].isActive && !matches[index] {
            items[index].list.deactivate()
            items[index].isActive = false
        }
        for index in items.indices where !items[index].isActive && matches[index] {
            items[index].list.activate()
            items[index].isActive = true
        }
    }

    /// The oscillation guard: more than 4 flips within one layout pass are refused and reported.
    private func allowFlip() -> Bool {
        let pass = ConditionalRunLoop.currentPass
        if pass != flipPass { flipPass = pass; flipCount = 0 }
        flipCount += 1
        guard flipCount > 4 else { return true }
        if flipCount == 5, let site = items.first?.list.site {
            LayoutDiagnostics.report(
                .conditionalOscillation,
                "conditional constraints of \(view.map { String(describing: type(of: $0)) } ?? "a view") flipped more than 4 times in one layout pass; they keep their current state",
                file: site.file, line: site.line)
        }
        return false
    }
}

/// A weak reference to a collection.
@MainActor struct WeakCollection {
    weak var collection: ConditionalCollection?
    init(_ collection: ConditionalCollection) { self.collection = collection }
}
