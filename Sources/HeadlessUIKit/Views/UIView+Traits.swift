#if !canImport(UIKit)
import Foundation

// Traits and layout direction (the Solving article, Direction and baselines; the Environment article, Traits): the
// implementations behind UIView's trait API, trait-change delivery and direction changes.
extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// Registers `handler` to run after any of `traits` changes for this view (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let registration = HeadlessTraitRegistration(traits: traits, handingOverTheView: handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Removes a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}

/// One trait-change registration of a view.
@MainActor final class HeadlessTraitRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UIView, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (UIView, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// A view's registration: hands the view it is delivered to (the view that registered), as a
    /// `TraitEnvironment`, to `handler`. It holds no reference to the view.
    convenience init<TraitEnvironment: UITraitEnvironment>(
        traits: [UITrait], handingOverTheView handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) {
        self.init(traits: traits) { view, previous in
            guard let environment = view as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    /// A registration that hands `owner`, as a `TraitEnvironment`, to `handler` (nothing once
    /// `owner` is gone or when it is not one).
    convenience init<TraitEnvironment: UITraitEnvironment>(
        traits: [UITrait], of owner: AnyObject,
        handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) {
        self.init(traits: traits) { [weak owner] _, previous in
            guard let environment = owner as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    /// Whether one of the registered traits is among the `changed` trait identifiers.
    func follows(_ changed: Set<String>) -> Bool {
        traits.contains { changed.contains(traitIdentifier($0)) }
    }
}

/// Two trait collections compared by identity.
struct HeadlessTraitPair: Hashable {
    let current: ObjectIdentifier, previous: ObjectIdentifier

    @MainActor init(current: UITraitCollection, previous: UITraitCollection) {
        self.current = ObjectIdentifier(current)
        self.previous = ObjectIdentifier(previous)
    }
}

/// The traits that differ between two collections, remembered across calls: collections are
/// immutable, and the same few pairs come back on every `addSubview` (a new view's default
/// traits against its window's). The memo keeps both collections of a pair alive, so their
/// identities stay unique; it is emptied when it grows past `capacity`.
@MainActor enum TraitComparisons {
    private static var memo: [HeadlessTraitPair: (UITraitCollection, UITraitCollection, changed: Set<String>)] = [:]
    private static let capacity = 64

    /// The traits that no view of this module is measured with: a change of these alone
    /// leaves every intrinsic size as it was. Custom traits are not among them.
    static let sizeNeutral: Set<String> = [
        UITraitHorizontalSizeClass.identifier, UITraitVerticalSizeClass.identifier,
        UITraitUserInterfaceStyle.identifier, UITraitAccessibilityContrast.identifier,
    ]

    /// The identifiers of the traits whose values differ between `current` and `previous`.
    static func changed(_ current: UITraitCollection, from previous: UITraitCollection) -> Set<String> {
        let pair = HeadlessTraitPair(current: current, previous: previous)
        if let known = memo[pair] { return known.changed }
        let changed = Set(current.changedTraits(from: previous).map(traitIdentifier))
        if memo.count >= capacity { memo.removeAll(keepingCapacity: true) }
        memo[pair] = (current, previous, changed)
        return changed
    }
}

/// One distinct change of a view's traits, from `previous` to `current`, and what it changes.
@MainActor struct TraitChange {
    let previous: UITraitCollection
    let current: UITraitCollection
    /// The identifiers of the traits that differ.
    let changed: Set<String>
    /// Whether the layout direction changed.
    let changesDirection: Bool
    /// Whether a trait that views are measured with changed. UIKit leaves a view to invalidate its
    /// own intrinsic size when something it is measured with changes; the views of this module
    /// are measured with the display scale, the content size category, the legibility weight,
    /// the idiom and the direction, never with `TraitComparisons.sizeNeutral` (a rotation
    /// changes only size classes).
    let changesMeasurement: Bool

    init(previous: UITraitCollection, current: UITraitCollection) {
        self.previous = previous
        self.current = current
        changed = TraitComparisons.changed(current, from: previous)
        changesDirection = changed.contains(UITraitLayoutDirection.identifier)
        changesMeasurement = !changed.isSubset(of: TraitComparisons.sizeNeutral)
    }
}

/// The identifier of a trait type.
func traitIdentifier(_ trait: UITrait) -> String {
    trait.identifier
}

/// The traits of views outside any window: an iPhone 15 in portrait (<doc:Environment#Traits>).
@MainActor let defaultTraits = HeadlessDevice.iPhone15.traitCollection(in: .portrait)

extension UIView {
    var resolvedTraitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if isWindow {
            inherited = unsafeDowncast(self, to: UIWindow.self).windowTraits
        } else {
            inherited = storedSuperview?.traitCollection ?? defaultTraits
        }
        return storedTraitOverrides.isEmpty ? inherited : storedTraitOverrides.applied(to: inherited)
    }

    /// The pixels per point of the view's screen.
    var displayScaleOrOne: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? scale : 1
    }

    var effectiveLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        default:
            if let superview = storedSuperview { return superview.effectiveUserInterfaceLayoutDirection }
            return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Re-resolves leading and trailing where the layout direction changed, and directional
    /// margins. A constraint in the solver whose items keep their direction stays as it is.
    ///
    /// `directionTraitChanged` false says that no view's layout direction trait changed (a
    /// trait change of other traits): the constraints in the solver then keep their direction
    /// and are not checked, unless broken constraints wait for a change to retry.
    func layoutDirectionMayHaveChanged(directionTraitChanged: Bool = true) {
        if let engine = hierarchyRoot.storedLayoutEngine, directionTraitChanged || engine.brokenCount > 0 {
            let directionPass = DirectionPasses.begin()
            let changed = engine.constraintsInOrder { constraint in
                guard constraint.isDirectional else { return false }
                if let record = constraint.engineRecord, case .enforced = record.state {
                    return record.translatedRightToLeft != constraint.rightToLeft(inPass: directionPass)
                }
                return true
            }
            for constraint in changed { engine.retranslate(constraint) }
        }
        refreshDerivedGeometryOfSubtree()
    }

    /// Delivers trait changes in the subtree: every view's traits are updated first, then
    /// `traitCollectionDidChange(_:)` and the registered handlers run, parents first. Returns
    /// whether any trait changed, in which case the subtree's derived geometry was refreshed.
    @discardableResult
    func traitEnvironmentMayHaveChanged() -> Bool {
        // Views without overrides share their superview's collection: each distinct pair of
        // collections is compared once, and each changed view refers to its pair's comparison.
        var comparisons: [TraitChange] = []
        var changes: [(view: UIView, comparison: Int)] = []
        forEachInSubtree { view in
            let previous = view.traitCache ?? defaultTraits
            let current = view.traitCollection
            guard current !== previous else { return }
            // Most views of a subtree share one pair: the last comparison is tried first (read in
            // place: a closure would check its executor for every view).
            let last = comparisons.count - 1
            if last < 0 || comparisons[last].current !== current || comparisons[last].previous !== previous {
                comparisons.append(TraitChange(previous: previous, current: current))
            }
            guard !comparisons[comparisons.count - 1].changed.isEmpty else { return }
            view.traitCache = current
            changes.append((view, comparisons.count - 1))
        }
        for (view, index) in changes {
            let previous = comparisons[index].previous
            view.traitCollectionDidChange(previous)
            view.owningViewController?.traitsDidChange(from: previous)
            guard view.hasTraitRegistrations else { continue }
            // A handler that ran earlier may have changed this view's overrides.
            let now = view.traitCollection
            let changed = now === comparisons[index].current
                ? comparisons[index].changed : TraitComparisons.changed(now, from: previous)
            for registration in view.traitRegistrations where registration.follows(changed) {
                registration.handler(view, previous)
            }
        }
        guard !changes.isEmpty else { return false }
        // The display scale rounds frames: they may move with an unchanged solution.
        noteEverythingMoved()
        var directionChanged = false
        for comparison in comparisons where comparison.changesDirection { directionChanged = true }
        layoutDirectionMayHaveChanged(directionTraitChanged: directionChanged)
        for (view, index) in changes where comparisons[index].changesMeasurement {
            view.invalidateIntrinsicContentSize()
        }
        return true
    }
}
#endif
