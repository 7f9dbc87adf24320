#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Collects the constraints of one layout operation on view V: resolves anchorables, names each
/// constraint after the call site, skips invalid values with a diagnostic, and hands the result
/// to the funnel.
@MainActor struct ConstraintRecipe {
    /// V, the view being constrained.
    let view: UIView
    /// S, the superview when the constraints are created: the base of unqualified anchorables.
    let base: UIView?
    let site: CallSite
    /// The operation token of identifiers, e.g. `fill`.
    let operation: String
    private(set) var entries: [ConstraintsList.Entry] = []

    init(view: UIView, operation: String, site: CallSite) {
        self.view = view
        self.base = view.superview
        self.operation = operation
        self.site = site
    }

    /// Reports a diagnostic at the call site.
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(kind, "\(operation): \(message)", file: site.file, line: site.line)
    }

    /// The item `anchorable` names with S as base; nil for `.none` and, with a diagnostic, when
    /// it cannot be resolved. `detail` names the constraint that is skipped.
    func resolve(_ anchorable: LayoutAnchorable, for detail: String) -> (any LayoutItem)? {
        resolve(anchorable, in: base, for: detail)
    }

    /// The item `anchorable` names with `base` as base; see `resolve(_:for:)`.
    func resolve(_ anchorable: LayoutAnchorable, in base: UIView?, for detail: String) -> (any LayoutItem)? {
        switch anchorable.resolve(in: base) {
        case .nothing: return nil
        case let .item(item): return item
        case let .unresolved(reason):
            report(.unresolvedAnchorable, "\(reason); the \(detail) constraint was not created")
            return nil
        }
    }

    /// Resolves insets and spacing sentinels.
    func resolve(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets { LayoutDefaults.resolve(insets, site: site) }
    func resolve(spacing: CGFloat) -> CGFloat { LayoutDefaults.resolve(spacing: spacing, site: site) }

    /// `first REL second × multiplier + constant`.
    mutating func relate(
        _ first: Anchor, _ relation: NSLayoutConstraint.Relation = .equal, _ second: Anchor,
        multiplier: CGFloat = 1, constant: CGFloat, role: ConstraintRole, detail: String,
        priority: UILayoutPriority = .required
    ) {
        guard valid(constant, multiplier, priority, detail) else { return }
        add(ConstraintFactory.make(first, relation, second, multiplier: multiplier, constant: constant), role, detail, priority)
    }

    /// `first REL constant` for a dimension of V.
    mutating func fix(
        _ first: Anchor, _ relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat,
        role: ConstraintRole, detail: String, priority: UILayoutPriority = .required
    ) {
        guard valid(constant, 1, priority, detail) else { return }
        add(ConstraintFactory.make(first, relation, constant: constant), role, detail, priority)
    }

    /// `from.anchorWithOffset(to: to) == constant`.
    mutating func offset(from: Anchor, to: Anchor, constant: CGFloat, role: ConstraintRole, detail: String) {
        guard valid(constant, 1, .required, detail) else { return }
        add(ConstraintFactory.make(offsetFrom: from, to: to, constant: constant), role, detail, .required)
    }

    /// An edge of V inset from the same edge of `reference`: `R.edge REL V.edge ∓ inset`, the sign
    /// chosen so that a positive inset moves V inwards. Start edges (leading, top) subtract,
    /// end edges add. `contained` makes it the inequality that keeps V inside R.
    mutating func inset(
        _ edge: LayoutAttribute, from reference: any LayoutItem, by inset: CGFloat, contained: Bool = false,
        qualifier: String?, priority: UILayoutPriority = .required
    ) {
        let isStart = edge == .leading || edge == .top
        let sign: CGFloat = isStart ? -1 : 1
        let relation: NSLayoutConstraint.Relation = contained ? (isStart ? .lessThanOrEqual : .greaterThanOrEqual) : .equal
        relate(reference[edge], relation, view[edge], constant: sign * inset,
               role: .inset(edge.role, sign: sign), detail: Self.detail(qualifier, edge), priority: priority)
    }

    /// The list of the collected constraints, through the funnel.
    func finish() -> ConstraintsList {
        ConstraintsList.submit(ConstraintsList(entries: entries, view: view, site: site))
    }

    /// `qualifier.role`, or the role alone.
    static func detail(_ qualifier: String?, _ attribute: LayoutAttribute) -> String {
        qualifier.map { "\($0).\(attribute.rawValue)" } ?? attribute.rawValue
    }

    private func valid(_ constant: CGFloat, _ multiplier: CGFloat, _ priority: UILayoutPriority, _ detail: String) -> Bool {
        guard constant.isFinite, multiplier.isFinite else {
            report(.invalidArgument, "the \(detail) constraint needs finite values, got constant \(constant) and multiplier \(multiplier); it was not created")
            return false
        }
        guard priority.rawValue > 0, priority.rawValue <= UILayoutPriority.required.rawValue else {
            report(.invalidArgument, "the \(detail) constraint needs a priority in 1…1000, got \(priority.rawValue); it was not created")
            return false
        }
        return true
    }

    private mutating func add(_ constraint: NSLayoutConstraint?, _ role: ConstraintRole, _ detail: String, _ priority: UILayoutPriority) {
        guard let constraint else { return }
        constraint.identifier = "\(site.label) \(operation).\(detail)"
        constraint.priority = priority
        entries.append(ConstraintsList.Entry(constraint: constraint, role: role))
    }
}
