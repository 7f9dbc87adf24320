#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// A relation between two layout attributes:
/// `item1.attribute1 <relation> multiplier × item2.attribute2 + constant` (<doc:Constraints#The-equation>).
///
/// New constraints are inactive with priority 1000. Activate them with `isActive` or
/// `NSLayoutConstraint.activate(_:)`; they then take part in the layout of their items'
/// hierarchy at the next layout pass.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    let firstSpec: HeadlessAnchorSpec
    let secondSpec: HeadlessAnchorSpec?
    private let storedRelation: Relation
    private let storedMultiplier: CGFloat
    private var storedConstant: CGFloat
    private var storedPriority: UILayoutPriority = .required
    private var storedIdentifier: String?
    /// The number descriptions print where UIKit prints an address.
    let objectNumber = HeadlessObjectCounter.next()

    /// Why UIKit would have refused to create the constraint; such a constraint never activates.
    var invalidReason: String?
    /// What the constraint is for: the app's own, or one of the internal kinds.
    var constraintKind: HeadlessConstraintKind { .app }
    /// The view the constraint is installed on, while it is active.
    var containerView: UIView? {
        get { containerReference?.view }
        set { containerReference = newValue?.itemReference }
    }
    private var containerReference: HeadlessItemReference?
    /// The engine's bookkeeping for the constraint while it is in an engine.
    var engineRecord: HeadlessEngineRecord?
    /// Whether a number of this constraint was reported as over the engine's limit.
    var reportedNumberOverLimit = false

    init(first: HeadlessAnchorSpec, relation: Relation, second: HeadlessAnchorSpec?, multiplier: CGFloat, constant: CGFloat,
         validating: Bool = true) {
        firstSpec = first
        secondSpec = second
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = constant
        super.init()
        guard validating else { return }
        invalidReason = validationFailure()
        if let invalidReason {
            raiseException("NSInvalidArgumentException", invalidReason)
        }
    }

    /// An empty constraint: no items, `.notAnAttribute`, `.equal`, multiplier 1, constant 0
    /// (a placeholder that code replaces before use). It cannot be activated: activating it
    /// logs UIKit's exception and changes nothing.
    public override convenience init() {
        self.init(first: HeadlessAnchorSpec(item: nil, attribute: .notAnAttribute), relation: .equal, second: nil,
                  multiplier: 1, constant: 0, validating: false)
        invalidReason = "Constraint items must each be a view or layout guide."
    }

    /// Creates an inactive constraint relating `view1.attr1` to `multiplier × view2.attr2 + c`.
    ///
    /// Items are views or layout guides. Combinations UIKit rejects (for example a position
    /// related to a constant, or leading related to left) are logged; the constraint is returned
    /// but never activates.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let second = view2.map { HeadlessAnchorSpec(item: $0 as AnyObject, attribute: attr2) }
        self.init(first: HeadlessAnchorSpec(item: view1 as AnyObject, attribute: attr1), relation: relation,
                  second: second, multiplier: multiplier, constant: c)
        if view2 == nil, attr2 != .notAnAttribute, invalidReason == nil {
            invalidReason = "A constraint with no second item needs .notAnAttribute as its second attribute"
            raiseException("NSInvalidArgumentException", invalidReason!)
        }
    }

    /// The first item: a view or layout guide.
    open var firstItem: AnyObject? { firstSpec.item }
    /// The second item, or nil when the constraint relates the first item to a constant.
    open var secondItem: AnyObject? { secondSpec?.item }
    /// The attribute of the first item.
    open var firstAttribute: NSLayoutConstraint.Attribute { firstSpec.attribute }
    /// The attribute of the second item; `.notAnAttribute` without a second item.
    open var secondAttribute: NSLayoutConstraint.Attribute { secondSpec?.attribute ?? .notAnAttribute }
    /// The first anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(anchorSpec: firstSpec) }
    /// The second anchor, or nil without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondSpec.map { NSLayoutAnchor(anchorSpec: $0) } }
    /// The relation between the two sides.
    open var relation: NSLayoutConstraint.Relation { storedRelation }
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { storedMultiplier }
    /// Whether the constraint is archived with its view; always false here.
    open var shouldBeArchived: Bool = false

    /// The constant added to the right-hand side. Changing it schedules a layout pass.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            guard newValue.isFinite else {
                raiseException("NSInternalInconsistencyException", "The constant of \(descriptionText) cannot be \(newValue)")
                return
            }
            storedConstant = newValue
            engineRecord?.engine?.constantChanged(self)
        }
    }

    /// The priority, `1…1000`; 1000 is required.
    ///
    /// An installed constraint cannot change between required and optional (UIKit raises; this
    /// logs and keeps the old priority). Values outside `1…1000` are refused the same way.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            guard newValue.rawValue.isFinite, newValue.rawValue >= 1, newValue.rawValue <= 1000 else {
                raiseException("NSInternalInconsistencyException", "Priority \(newValue.rawValue) of \(descriptionText) is outside the range 1...1000")
                return
            }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                raiseException("NSInternalInconsistencyException", "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatLayoutNumber(CGFloat(newValue.rawValue))) and the existing priority was \(formatLayoutNumber(CGFloat(storedPriority.rawValue))).")
                return
            }
            storedPriority = newValue
            engineRecord?.engine?.priorityChanged(self)
        }
    }

    /// A name for debugging, printed in descriptions and logs.
    open var identifier: String? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// closest common ancestor of its items, or removes it.
    open var isActive: Bool {
        get { containerView != nil }
        set {
            if newValue { performActivation() } else { performDeactivation() }
        }
    }

    /// Activates each constraint, in array order.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, in array order.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The relation as descriptions print it; internal kinds print their own form.
    var equationText: String { standardEquationText }

    /// The solver constraints that enforce this constraint for the current state of its items,
    /// with every number inside the engine's limits; nil when an item no longer exists.
    final func solverConstraints() -> [SolverConstraint]? {
        solverConstraints(rightToLeft: isRightToLeft)
    }

    /// `solverConstraints()` with leading and trailing resolved right to left when
    /// `rightToLeft` is true: for callers that know `isRightToLeft` already.
    final func solverConstraints(rightToLeft: Bool) -> [SolverConstraint]? {
        guard let parts = translatedSolverConstraints(rightToLeft: rightToLeft) else { return nil }
        return boundedToNumberLimit(parts)
    }

    /// This constraint's solver form as written, before the number limits; internal kinds
    /// override it (none of them has directional attributes).
    func translatedSolverConstraints(rightToLeft: Bool) -> [SolverConstraint]? { translate(rightToLeft: rightToLeft) }

    /// The UIKit-style description: `<NSLayoutConstraint:0x1f 'id' UIView:0x2.top == UIView:0x3.top + 8   (active)>`.
    nonisolated open override var description: String {
        return MainActor.assumeIsolated { descriptionText }
    }
}

/// What a constraint is for (<doc:Solving#Conflicts>: internal kinds give way to app constraints).
enum HeadlessConstraintKind {
    /// Made by the app.
    case app
    /// Intrinsic content size (hugging and compression resistance).
    case contentSize
    /// Autoresizing mask translation.
    case autoresizing
    /// Safe-area, margins and readable-content guides.
    case guide
    /// The fixed frame of a hierarchy's root.
    case rootFrame
    /// A stack view's arrangement (`UISV-*`, <doc:StackViews#Generated-constraints>); listed in the stack's
    /// `constraints`.
    case arrangement
}
#endif
