#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The constraints one layout operation created, with accessors by the role each constraint has
/// for the constrained view.
@MainActor public final class ConstraintsList {
    /// A free label for a list.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The label text.
        public var rawValue: String
        /// Creates an identifier with the given text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with the given text.
        public static func custom(_ name: String) -> Identifier { Identifier(rawValue: name) }
        /// The main list of a view.
        public static let main = Identifier(rawValue: "main")
    }

    /// A constraint and its role for the constrained view.
    struct Entry {
        let constraint: NSLayoutConstraint
        let role: ConstraintRole
    }

    /// The constrained view.
    public private(set) weak var view: UIView?
    /// The constraints with their roles, in creation order.
    private(set) var entries: [Entry]
    /// Where the list was created, for diagnostics during activation.
    let site: CallSite
    /// A free label.
    public var identifier: Identifier?
    private var activated = false

    /// Creates a list of existing constraints without activating them. Roles are inferred from
    /// the attributes of `view` the constraints name; the call site is used by diagnostics.
    public init(
        constraints: [NSLayoutConstraint] = [], view: UIView? = nil, identifier: Identifier? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        self.entries = constraints.map { Entry(constraint: $0, role: .inferred(for: $0, view: view)) }
        self.view = view
        self.identifier = identifier
        self.site = CallSite(file: file, line: line)
    }

    init(entries: [Entry], view: UIView?, site: CallSite) {
        self.entries = entries
        self.view = view
        self.site = site
    }

    /// The constraints in creation order.
    public var all: [NSLayoutConstraint] { entries.map(\.constraint) }

    /// Whether the list has been activated. Setting it activates or deactivates the list when the
    /// value changes.
    public var isActive: Bool {
        get { activated }
        set {
            guard newValue != activated else { return }
            newValue ? activate() : deactivate()
        }
    }

    /// Activates every constraint whose items share a common ancestor; reports the others.
    public func activate() {
        activated = true
        ConstraintActivation.activate(all, site: site)
    }

    /// Deactivates every constraint.
    public func deactivate() {
        activated = false
        NSLayoutConstraint.deactivate(all)
    }

    /// Sets the priority of every constraint. Active constraints whose priority crosses the
    /// required boundary are deactivated, changed and reactivated, which UIKit requires.
    @discardableResult public func changePriority(_ priority: UILayoutPriority) -> ConstraintsList {
        guard priority.rawValue > 0, priority.rawValue <= UILayoutPriority.required.rawValue else {
            site.report(.invalidArgument, "changePriority: \(priority.rawValue) is outside 1…1000; priorities are unchanged")
            return self
        }
        for constraint in all {
            let crosses = (constraint.priority == .required) != (priority == .required)
            if crosses && constraint.isActive {
                constraint.isActive = false
                constraint.priority = priority
                constraint.isActive = true
            } else {
                constraint.priority = priority
            }
        }
        return self
    }

    // MARK: Role accessors

    /// The first constraint with the given role.
    func first(_ quantity: ConstraintRole.Quantity) -> NSLayoutConstraint? {
        entries.first { $0.role.quantity == quantity }?.constraint
    }

    /// Every constraint with the given role.
    func every(_ quantity: ConstraintRole.Quantity) -> [NSLayoutConstraint] {
        entries.filter { $0.role.quantity == quantity }.map(\.constraint)
    }

    /// The first constraint controlling the top of the view.
    public var top: NSLayoutConstraint? { first(.top) }
    /// The first constraint controlling the leading edge of the view.
    public var leading: NSLayoutConstraint? { first(.leading) }
    /// The first constraint controlling the bottom of the view.
    public var bottom: NSLayoutConstraint? { first(.bottom) }
    /// The first constraint controlling the trailing edge of the view.
    public var trailing: NSLayoutConstraint? { first(.trailing) }
    /// The first constraint controlling the horizontal centre of the view.
    public var centerX: NSLayoutConstraint? { first(.centerX) }
    /// The first constraint controlling the vertical centre of the view.
    public var centerY: NSLayoutConstraint? { first(.centerY) }
    /// The first constraint controlling the width of the view.
    public var width: NSLayoutConstraint? { first(.width) }
    /// The first constraint controlling the height of the view.
    public var height: NSLayoutConstraint? { first(.height) }
    /// The first constraint controlling the first baseline of the view.
    public var firstBaseline: NSLayoutConstraint? { first(.firstBaseline) }
    /// The first constraint controlling the last baseline of the view.
    public var lastBaseline: NSLayoutConstraint? { first(.lastBaseline) }

    /// Every constraint controlling the top of the view.
    public var allTop: [NSLayoutConstraint] { every(.top) }
    /// Every constraint controlling the leading edge of the view.
    public var allLeading: [NSLayoutConstraint] { every(.leading) }
    /// Every constraint controlling the bottom of the view.
    public var allBottom: [NSLayoutConstraint] { every(.bottom) }
    /// Every constraint controlling the trailing edge of the view.
    public var allTrailing: [NSLayoutConstraint] { every(.trailing) }
    /// Every constraint controlling the horizontal centre of the view.
    public var allCenterX: [NSLayoutConstraint] { every(.centerX) }
    /// Every constraint controlling the vertical centre of the view.
    public var allCenterY: [NSLayoutConstraint] { every(.centerY) }
    /// Every constraint controlling the width of the view.
    public var allWidth: [NSLayoutConstraint] { every(.width) }
    /// Every constraint controlling the height of the view.
    public var allHeight: [NSLayoutConstraint] { every(.height) }
    /// Every constraint controlling the first baseline of the view.
    public var allFirstBaseline: [NSLayoutConstraint] { every(.firstBaseline) }
    /// Every constraint controlling the last baseline of the view.
    public var allLastBaseline: [NSLayoutConstraint] { every(.lastBaseline) }
    /// Every constraint with no role.
    public var others: [NSLayoutConstraint] { entries.filter { $0.role.quantity == nil }.map(\.constraint) }
}
