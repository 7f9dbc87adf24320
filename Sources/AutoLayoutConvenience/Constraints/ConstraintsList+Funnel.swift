#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ConstraintsList {
    /// Receives lists instead of activating them while installed (conditional blocks, `grouped`).
    typealias Interceptor = (ConstraintsList) -> Void

    /// Installed interceptors, innermost last.
    private static var interceptors: [Interceptor] = []

    /// The activation funnel every DSL constraint goes through: drops nils, builds the list and
    /// hands it to the innermost interceptor if one is installed, else activates it.
    @discardableResult public static func activate(
        _ constraints: [NSLayoutConstraint?], for view: UIView?,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        let entries = constraints.compactMap { $0 }.map { Entry(constraint: $0, role: .inferred(for: $0, view: view)) }
        return submit(ConstraintsList(entries: entries, view: view, site: CallSite(file: file, line: line)))
    }

    /// Collects every list created in `body` into one list for `view`, then passes that list
    /// through the funnel.
    @discardableResult public static func grouped(
        _ body: () -> Void, for view: UIView?,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var collected: [Entry] = []
        intercepting({ collected += $0.entries }, body)
        return submit(ConstraintsList(entries: collected, view: view, site: CallSite(file: file, line: line)))
    }

    /// Runs `body` with `interceptor` receiving every list that reaches the funnel.
    static func intercepting(_ interceptor: @escaping Interceptor, _ body: () -> Void) {
        interceptors.append(interceptor)
        defer { interceptors.removeLast() }
        body()
    }

    /// The end of the funnel for lists built inside the module.
    @discardableResult static func submit(_ list: ConstraintsList) -> ConstraintsList {
        if let interceptor = interceptors.last {
            interceptor(list)
        } else {
            list.activate()
        }
        return list
    }
}

/// The checks the funnel makes before activating a constraint; UIKit would raise instead.
@MainActor enum ActivationCheck {
    /// Whether `constraint` can be activated; reports why not.
    static func canActivate(_ constraint: NSLayoutConstraint, site: CallSite) -> Bool {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            LayoutDiagnostics.report(.invalidArgument, "\(label(constraint)) has a non-finite constant or multiplier; it stays inactive", file: site.file, line: site.line)
            return false
        }
        guard haveCommonAncestor(constraint) else {
            LayoutDiagnostics.report(.noCommonAncestor, "\(label(constraint)) relates items without a common ancestor; it stays inactive", file: site.file, line: site.line)
            return false
        }
        return true
    }

    /// Whether every item of the constraint lives in one view hierarchy (<doc:LayoutOperations#Diagnostics>).
    static func haveCommonAncestor(_ constraint: NSLayoutConstraint) -> Bool {
        guard let first = hierarchyView(of: constraint.firstItem) else { return false }
        guard let secondItem = constraint.secondItem else { return true }
        guard let second = hierarchyView(of: secondItem) else { return false }
        return first.isDescendant(of: root(of: second))
    }

    private static func hierarchyView(of item: AnyObject?) -> UIView? {
        (item as? any LayoutItem)?.hierarchyView
    }

    private static func root(of view: UIView) -> UIView {
        var root = view
        while let superview = root.superview { root = superview }
        return root
    }

    private static func label(_ constraint: NSLayoutConstraint) -> String {
        constraint.identifier.map { "constraint '\($0)'" } ?? "a constraint"
    }
}
