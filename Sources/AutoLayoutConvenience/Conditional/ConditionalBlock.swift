#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The state of the outermost running `UIView.if` call: the enclosing conditions, the views
/// conditions are bound to, the results to report to and the collections touched
/// (<doc:ConditionalConstraints#Blocks>).
@MainActor final class ConditionalBlock {
    /// The outermost block being run, if any.
    private(set) static var current: ConditionalBlock?

    /// The call site of the outermost `UIView.if`.
    let site: CallSite
    private var conditions: [UIView.Condition] = []
    private var boundViews: [UIView] = []
    private var results: [ConditionalResult] = []
    private var touched: [ConditionalCollection] = []

    private init(site: CallSite) { self.site = site }

    /// Runs `then` under `condition` and `otherwise` under its negation, storing every list that
    /// reaches the funnel; the outermost call then installs observers and evaluates.
    static func run(
        _ condition: UIView.Condition, boundTo view: UIView?, then: () -> Void, otherwise: () -> Void, site: CallSite
    ) -> ConditionalResult {
        let block = current ?? ConditionalBlock(site: site)
        let isOutermost = current == nil
        current = block
        let result = ConditionalResult()
        block.results.append(result)
        if let view { block.boundViews.append(view) }
        let bound = block.boundViews.last.map { UIView.Condition.view($0, is: condition) } ?? condition
        block.collect(under: bound, then)
        block.collect(under: bound.isFalse, otherwise)
        if view != nil { block.boundViews.removeLast() }
        block.results.removeLast()
        if isOutermost {
            current = nil
            block.finish()
        }
        return result
    }

    private func collect(under condition: UIView.Condition, _ body: () -> Void) {
        conditions.append(condition)
        defer { conditions.removeLast() }
        ConstraintsList.intercepting({ [self] list in store(list) }, body)
    }

    /// Stores a list in its view's collection under every enclosing condition.
    private func store(_ list: ConstraintsList) {
        guard let view = list.view, let collection = ConditionalCollection.of(view, create: true) else {
            LayoutDiagnostics.report(.invalidArgument, "conditional constraints without a view cannot be observed; they are activated unconditionally", file: list.site.file, line: list.site.line)
            list.activate()
            return
        }
        collection.add(list, condition: conditions.count == 1 ? conditions[0] : .all(conditions))
        if !touched.contains(where: { $0 === collection }) { touched.append(collection) }
        results.forEach { $0.include(collection) }
    }

    /// Installs observers on every touched collection and evaluates it.
    private func finish() {
        for collection in touched {
            collection.installObservers()
            collection.updateInitially()
        }
    }
}
