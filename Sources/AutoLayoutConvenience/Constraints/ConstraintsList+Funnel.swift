#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

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
        let entries = inferredEntries(constraints.compactMap { $0 }, view: view)
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

    /// Runs `body` with `interceptor` receiving every list that reaches the funnel, including the
    /// constraints the idioms submit to the shared activation step (as lists with inferred roles).
    static func intercepting(_ interceptor: @escaping Interceptor, _ body: () -> Void) {
        let outerCollector = ConstraintActivation.collector
        interceptors.append(interceptor)
        ConstraintActivation.collector = { constraints, view, site in
            submit(ConstraintsList(entries: inferredEntries(constraints, view: view), view: view, site: site))
        }
        defer {
            interceptors.removeLast()
            ConstraintActivation.collector = outerCollector
        }
        body()
    }

    /// Entries for constraints made outside the DSL, with the roles they have for `view`.
    private static func inferredEntries(_ constraints: [NSLayoutConstraint], view: UIView?) -> [Entry] {
        constraints.map { Entry(constraint: $0, role: .inferred(for: $0, view: view)) }
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
