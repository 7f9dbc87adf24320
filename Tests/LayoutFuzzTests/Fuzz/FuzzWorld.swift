#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

/// The state a random sequence acts on: a device window, the views the sequence made and still
/// holds, the app constraints it made, the views it dropped (held weakly, to catch leaks), and a
/// readable log of what each step did.
@MainActor final class FuzzWorld {
    let window: UIWindow
    /// Views the sequence holds, in creation order.
    private(set) var views: [UIView] = []
    /// App constraints the sequence made with plain anchors.
    var constraints: [NSLayoutConstraint] = []
    /// Views the sequence let go of, with what they were.
    private(set) var dropped: [(name: String, view: Weak)] = []
    /// One line per step, as it was interpreted.
    private(set) var log: [String] = []
    /// Whether numbers may be extreme (huge, NaN-prone) in this run.
    let extremes: Bool

    /// A weak reference to a dropped view.
    final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    init(device: HeadlessDevice, extremes: Bool) {
        window = UIWindow(headlessDevice: device, orientation: .portrait)
        self.extremes = extremes
    }

    func note(_ line: String) { log.append(line) }

    /// The window and every held view that is in it: where a new view can go.
    var parents: [UIView] { [window] + views.filter { $0.window === window } }

    /// A held view, chosen by `random`, or nil when the sequence holds none.
    func anyView(_ random: inout FuzzRandom) -> UIView? {
        views.isEmpty ? nil : views[random.below(views.count)]
    }

    /// A held view that has a superview.
    func anyPlacedView(_ random: inout FuzzRandom) -> UIView? {
        let placed = views.filter { $0.superview != nil }
        return placed.isEmpty ? nil : placed[random.below(placed.count)]
    }

    func hold(_ view: UIView) { views.append(view) }

    /// Releases `view` and every held view inside it, and every held constraint naming them,
    /// remembering them weakly.
    func release(_ view: UIView) {
        let gone = views.filter { $0 === view || $0.isDescendant(of: view) }
        views.removeAll { candidate in gone.contains { $0 === candidate } }
        constraints.removeAll { constraint in
            gone.contains { $0 === constraint.firstItem || $0 === constraint.secondItem }
        }
        for view in gone { dropped.append((name(view), Weak(view))) }
    }

    /// A short name for a view: its class and its index among the held views.
    func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if view === window { return "window" }
        let index = views.firstIndex { $0 === view }.map(String.init) ?? "?"
        return "\(type(of: view))#\(index)"
    }

    /// The dropped views still alive.
    var leaked: [String] { dropped.filter { $0.view.view != nil }.map(\.name) }
}
#endif
