#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import VisualFormat

/// The state a random sequence acts on: a device window, the views the sequence made and still
/// holds, the constraints, constraint lists, guides and format helpers it made, the views it
/// dropped (held weakly, to catch leaks), and a readable log of what each step did.
@MainActor final class FuzzWorld {
    let window: UIWindow
    /// Views the sequence holds, in creation order.
    private(set) var views: [UIView] = []
    /// Constraints the sequence made, by any idiom; edits pick from these.
    var constraints: [NSLayoutConstraint] = []
    /// Lists the DSL returned; list edits pick from these.
    var lists: [ConstraintsList] = []
    /// Layout guides the sequence added to views.
    var guides: [UILayoutGuide] = []
    /// Format helpers the sequence keeps for later edits (they hold their subviews strongly).
    var helpers: [AutolayoutHelper] = []
    /// Views the sequence let go of, with what they were.
    private(set) var dropped: [(name: String, view: Weak)] = []
    /// One line per step, as it was interpreted.
    private(set) var log: [String] = []
    /// Whether numbers may be extreme (huge, NaN-prone) in this run.
    let extremes: Bool
    /// The index of the step running, for the log.
    var step = 0
    /// Broken invariants a step noticed by itself (a fitting size that is not finite, say).
    var problems: [String] = []

    /// A weak reference to a dropped view.
    final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    init(device: HeadlessDevice, extremes: Bool) {
        window = UIWindow(headlessDevice: device, orientation: .portrait)
        self.extremes = extremes
    }

    /// Adds a line to the readable log, prefixed with the step index.
    func note(_ line: String) { log.append("[\(step)] \(line)") }

    /// The window and every held view that is in it: where a new view can go.
    var parents: [UIView] { [window] + views.filter { $0.window === window } }

    /// A held view, chosen by `random`, or nil when the sequence holds none.
    func anyView(_ random: inout FuzzRandom) -> UIView? {
        views.randomElement(using: &random)
    }

    /// A held view that has a superview.
    func anyPlacedView(_ random: inout FuzzRandom) -> UIView? {
        views.filter { $0.superview != nil }.randomElement(using: &random)
    }

    /// A held view of type `T`.
    func anyView<T: UIView>(of type: T.Type, _ random: inout FuzzRandom) -> T? {
        views.compactMap { $0 as? T }.randomElement(using: &random)
    }

    func hold(_ view: UIView) {
        guard !views.contains(where: { $0 === view }) else { return }
        views.append(view)
    }

    /// Keeps constraints for later edits.
    func track(_ made: [NSLayoutConstraint]) { constraints += made }

    /// Keeps a list (and its constraints) for later edits.
    func track(_ list: ConstraintsList) {
        lists.append(list)
        constraints += list.all
    }

    /// Releases `view` and every held view inside it, with every held constraint, list, guide
    /// and helper naming them, remembering the views weakly.
    func release(_ view: UIView) {
        let gone = views.filter { $0 === view || $0.isDescendant(of: view) }
        let names = gone.map { name($0) }
        func isGone(_ item: AnyObject?) -> Bool {
            let owner = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            return gone.contains { $0 === owner }
        }
        views.removeAll { candidate in gone.contains { $0 === candidate } }
        constraints.removeAll { isGone($0.firstItem) || isGone($0.secondItem) }
        lists.removeAll { list in isGone(list.view) || list.all.contains { isGone($0.firstItem) || isGone($0.secondItem) } }
        guides.removeAll { isGone($0) || $0.owningView == nil }
        helpers.removeAll { helper in isGone(helper.view) || helper.subViews.values.contains { isGone($0) } }
        for (view, name) in zip(gone, names) { dropped.append((name, Weak(view))) }
    }

    /// A short name for a view: its class and its index among the held views.
    func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if view === window { return "window" }
        let index = views.firstIndex { $0 === view }.map(String.init) ?? "?"
        return "\(type(of: view))#\(index)"
    }

    /// A short name for a view or layout guide.
    func name(item: AnyObject?) -> String {
        if let view = item as? UIView { return name(view) }
        if let guide = item as? UILayoutGuide {
            let label = guide.identifier.isEmpty ? String(describing: type(of: guide)) : guide.identifier
            return "\(name(guide.owningView)).\(label)"
        }
        return "nil"
    }

    /// The dropped views still alive.
    var leaked: [String] { dropped.filter { $0.view.view != nil }.map(\.name) }

    /// The roots of held views outside the window: detached hierarchies.
    var detachedRoots: [UIView] {
        var roots: [UIView] = []
        for view in views where view.window !== window {
            var root = view
            while let superview = root.superview { root = superview }
            if !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        return roots
    }
}
#endif
