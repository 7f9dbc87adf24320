#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Four guides covering what the safe area leaves out: the strips between the view's edges
    /// and its safe area (under the status bar, the home indicator, the notch's sides).
    public var unsafeAreaLayoutGuides: ExcludedAreaLayoutGuides {
        ExcludedAreaLayoutGuides(view: self, excluding: safeAreaLayoutGuide, name: "safeArea")
    }

    /// Four guides covering the view's margins: the strips between its edges and its layout
    /// margins guide.
    public var excludedByLayoutMarginsGuides: ExcludedAreaLayoutGuides {
        ExcludedAreaLayoutGuides(view: self, excluding: layoutMarginsGuide, name: "layoutMargins")
    }

    /// Four guides covering what the readable content guide leaves out.
    public var unreadableContentLayoutGuides: ExcludedAreaLayoutGuides {
        ExcludedAreaLayoutGuides(view: self, excluding: readableContentGuide, name: "readableContent")
    }
}

/// The four strips of a view outside one of its guides, each a layout guide made on first use
/// and kept by the view (asking again returns the same guide).
@MainActor public struct ExcludedAreaLayoutGuides {
    private weak var view: UIView?
    private let excluded: UILayoutGuide
    private let name: String

    init(view: UIView, excluding excluded: UILayoutGuide, name: String) {
        self.view = view
        self.excluded = excluded
        self.name = name
    }

    /// From the view's top edge down to the guide's top, across the view.
    public var top: UILayoutGuide { guide(.top) }
    /// From the guide's bottom down to the view's bottom edge, across the view.
    public var bottom: UILayoutGuide { guide(.bottom) }
    /// From the view's leading edge to the guide's leading edge, the view's full height.
    public var leading: UILayoutGuide { guide(.leading) }
    /// From the guide's trailing edge to the view's trailing edge, the view's full height.
    public var trailing: UILayoutGuide { guide(.trailing) }

    private enum Side: String {
        case top, bottom, leading, trailing
    }

    /// The edges a strip spans: the view's, except the one side that is the excluded guide's
    /// opposite edge.
    private func edges(of side: Side, in view: UIView)
        -> (top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor) {
        var edges = (top: view.topAnchor, bottom: view.bottomAnchor, leading: view.leadingAnchor, trailing: view.trailingAnchor)
        switch side {
        case .top: edges.bottom = excluded.topAnchor
        case .bottom: edges.top = excluded.bottomAnchor
        case .leading: edges.trailing = excluded.leadingAnchor
        case .trailing: edges.leading = excluded.trailingAnchor
        }
        return edges
    }

    /// The view's guide for `side`, made and constrained on first use. Without a view (it was
    /// released) a detached guide.
    private func guide(_ side: Side) -> UILayoutGuide {
        guard let view else { return UILayoutGuide() }
        let identifier = "AutoLayoutConvenience.excluded.\(name).\(side.rawValue)"
        if let existing = view.layoutGuides.first(where: { $0.identifier == identifier }) { return existing }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        view.addLayoutGuide(guide)
        let edges = edges(of: side, in: view)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: edges.top), guide.bottomAnchor.constraint(equalTo: edges.bottom),
            guide.leadingAnchor.constraint(equalTo: edges.leading), guide.trailingAnchor.constraint(equalTo: edges.trailing),
        ])
        return guide
    }
}
