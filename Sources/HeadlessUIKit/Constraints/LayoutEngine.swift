#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The layout engine of one hierarchy root (<doc:Solving#Coordinate-spaces>).
///
/// It holds every active constraint of the hierarchy, internal ones included, and hands them to
/// one `Solver` lazily: changes are queued and enter the solver in one flush at the next layout
/// pass, in the order they happened.
@MainActor final class LayoutEngine {
    let solver = Solver()
    /// A number no other engine of the process has had (from 1): views remember by it that their
    /// size stays were requested in this engine's solver, where stays are never removed.
    let serial: Int
    private static var lastSerial = 0
    private let rootReference: HeadlessItemReference
    /// What the records of the engine's constraints point at it through.
    nonisolated let reference = HeadlessEngineReference()
    /// The hierarchy root while it exists.
    var root: UIView? { rootReference.view }
    // The engine's queue, counters and tables below are read and written only by its own
    // methods, which hold no access to them while app code runs (a flush takes its queue
    // first), so they skip the runtime exclusivity checks made on every constraint.

    /// The constraints held, in activation order.
    @exclusivity(unchecked) private(set) var held = HeldConstraints()
    /// The layout constraint that owns each solver constraint in the solver; nil until a conflict
    /// first asks (most layouts never do), kept up to date from then on.
    var owners: [ObjectIdentifier: NSLayoutConstraint]?
    @exclusivity(unchecked) private var nextSequence = 0
    /// How many held constraints are broken.
    var brokenCount = 0
    /// For each constraint, the broken constraints whose conflicting set names it.
    var brokenByMember: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// Broken constraints to try again at the next flush.
    var retryCandidates: Set<ObjectIdentifier> = []
    /// Constraints broken since the current layout pass began: breaking one again in the same
    /// pass logs nothing new.
    var brokenDuringPass: Set<ObjectIdentifier> = []
    /// Constraints broken twice in the current pass: changes to the members of their conflicting
    /// sets no longer retry them until the pass ends, so that a layout whose own frames free and
    /// re-break a constraint round after round (through safe-area insets, say) settles broken.
    var heldBackDuringPass: Set<ObjectIdentifier> = []
    /// Sizes that get a stay at the end of the current flush.
    @exclusivity(unchecked) var pendingStays: [Variable] = []
    /// The number of the last batch of additions a flush formed (see `HeadlessEngineRecord.batchNumber`).
    @exclusivity(unchecked) var lastBatchNumber = 0

    /// A queued change, applied at the next flush.
    enum Event {
        case add(NSLayoutConstraint, sequence: Int)
        case constant(NSLayoutConstraint)
    }
    @exclusivity(unchecked) var events: [Event] = []
    /// The constraints that keep the root's frame fixed.
    private(set) var rootFrameConstraints: [HeadlessRootFrameConstraint] = []

    init(root: UIView) {
        Self.lastSerial += 1
        serial = Self.lastSerial
        rootReference = root.itemReference
        reference.engineDidArrive(self)
        // Every hierarchy solves with its root's frame fixed (the Solving article, Coordinate spaces); a conflicting
        // app constraint is broken instead of these internal ones (the Solving article, Conflicts).
        rootFrameConstraints = HeadlessRootFrameConstraint.Part.allCases.map {
            HeadlessRootFrameConstraint(root: root, part: $0, priority: .required)
        }
        for constraint in rootFrameConstraints { insert(constraint) }
    }

    deinit { reference.engineDidGoAway() }

    /// A layout pass begins: constraints broken in earlier passes may be retried and logged again.
    func layoutPassDidBegin() {
        brokenDuringPass = []
        heldBackDuringPass = []
    }

    /// Marks the views whose values the solver reports as moved since the layout pass last
    /// read them (views whose guides moved refresh their derived geometry); a report of
    /// everything marks the whole hierarchy.
    func noteMovedViews() {
        guard let ids = solver.takeChangedVariableIDs() else {
            root?.noteEverythingMoved()
            return
        }
        guard !ids.isEmpty else { return }
        // An item's moved variables often come one after another: its owner is looked up once.
        var lastBlock = -1
        for id in ids {
            let block = HeadlessItemVariables.block(of: id)
            guard block != lastBlock else { continue }
            lastBlock = block
            guard let owner = HeadlessVariableOwners.owner(ofBlock: block) else { continue }
            if let view = owner.view {
                view.noteValuesMoved()
            } else if let view = owner.guide?.owningView {
                view.noteGeometryMoved()
            }
        }
    }

    /// Whether a flush has anything to do.
    var hasPendingChanges: Bool { !events.isEmpty || !retryCandidates.isEmpty }

    /// Every held constraint in activation order.
    var constraintsInOrder: [NSLayoutConstraint] { constraintsInOrder(where: { _ in true }) }

    /// The held constraints that satisfy `isIncluded`, in activation order.
    func constraintsInOrder(where isIncluded: @MainActor (NSLayoutConstraint) -> Bool) -> [NSLayoutConstraint] {
        held.elements(where: isIncluded)
    }

    /// `constraints` in the order they were activated. The sort compares numbers only: an
    /// isolated closure handed to it would check its executor at every comparison.
    static func inActivationOrder(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        var keyed: [(sequence: Int, constraint: NSLayoutConstraint)] = []
        keyed.reserveCapacity(constraints.count)
        for constraint in constraints { keyed.append((constraint.activationSequence, constraint)) }
        keyed.sort { @Sendable first, second in first.sequence < second.sequence }
        return keyed.map(\.constraint)
    }

    /// Takes a constraint in; it enters the solver at the next flush.
    func insert(_ constraint: NSLayoutConstraint) {
        let record = HeadlessEngineRecord(engine: self, sequence: nextSequence)
        nextSequence += 1
        constraint.engineRecord = record
        held.append(constraint, sequence: record.sequence)
        events.append(.add(constraint, sequence: record.sequence))
        root?.engineDidChange()
    }

    /// Lets a constraint go, taking it out of the solver at once (removal cannot conflict).
    func remove(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, record.engine === self else { return }
        scheduleRetries(after: constraint)
        takeOutOfSolver(constraint)
        setState(.pending, of: constraint)
        held.remove(sequence: record.sequence)
        constraint.engineRecord = nil
        root?.engineDidChange()
    }

    /// Queues a constant change.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        if case .enforced = record.state { events.append(.constant(constraint)) }
        scheduleRetries(after: constraint)
        root?.engineDidChange()
    }

    /// Re-enters a constraint whose priority or direction changed: it leaves the solver now and
    /// comes back, translated afresh, at the next flush.
    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        scheduleRetries(after: constraint)
        if case .enforced = record.state {
            takeOutOfSolver(constraint)
            events.append(.add(constraint, sequence: record.sequence))
        }
        root?.engineDidChange()
    }

    /// Translates a constraint again (after its items' layout direction changed).
    func retranslate(_ constraint: NSLayoutConstraint) { priorityChanged(constraint) }

    /// Removes a constraint's solver constraints, if it has any, and marks it pending.
    func takeOutOfSolver(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        for solverConstraint in record.enforcedConstraints {
            try? solver.remove(solverConstraint)
            owners?[ObjectIdentifier(solverConstraint)] = nil
        }
        setState(.pending, of: constraint)
    }

    /// Moves every constraint of `other` (except its root-frame constraints) into this engine,
    /// in their activation order; `other` is left empty.
    func absorb(_ other: LayoutEngine) {
        let moving = other.constraintsInOrder
        other.held.removeAll()
        for constraint in moving where !(constraint is HeadlessRootFrameConstraint) {
            other.setState(.pending, of: constraint)
            constraint.engineRecord = nil
            insert(constraint)
        }
    }

    /// Moves `constraints` from this engine into `other`.
    func transfer(_ constraints: [NSLayoutConstraint], to other: LayoutEngine) {
        let ordered = Self.inActivationOrder(constraints)
        for constraint in ordered where constraint.engineRecord?.engine === self {
            remove(constraint)
            other.insert(constraint)
        }
    }

    /// The root's size changed: update the root-frame constants.
    func rootBoundsChanged() {
        for constraint in rootFrameConstraints { constraint.refresh() }
    }

    /// The solved alignment rectangle of an item, in root coordinates, with every value inside
    /// the engine's number limit. Sizes are never negative: Auto Layout works with sizes of zero
    /// or more, so a negative solved width or height gives an empty rectangle at the solved
    /// minimum edge.
    func solvedRect(_ variables: HeadlessItemVariables) -> CGRect {
        let bounded = NSLayoutConstraint.clampedToNumberLimit
        // minX, minY, width and height: the item's four ids, in that order.
        let values = solver.values(ofFourIDsFrom: variables.first)
        return CGRect(x: bounded(values[0]), y: bounded(values[1]),
                      width: max(0, bounded(values[2])), height: max(0, bounded(values[3])))
    }
}
#endif
