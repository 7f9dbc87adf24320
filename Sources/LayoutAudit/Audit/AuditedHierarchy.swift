#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// A laid-out window's views in drawing order, each with its path, window frame and
/// visibility: what the checks walk.
@MainActor
struct AuditedHierarchy {
    /// One view of the hierarchy.
    struct Entry {
        let view: UIView
        let path: String
        let windowFrame: CGRect
        /// Neither the view nor an ancestor is hidden or fully transparent.
        let isShown: Bool
        /// Shown, and it has an area.
        let isVisible: Bool
        /// The index of the superview's entry; nil for the window.
        let parent: Int?
        /// The part of `windowFrame` not clipped away by an ancestor that clips (`clipsToBounds`,
        /// or a scroll view): where the view can be seen; null when clipped entirely.
        let visibleFrame: CGRect

        /// The view as findings name it.
        let audited: AuditedView
    }

    let window: UIWindow
    private(set) var entries: [Entry] = []

    init(window: UIWindow) {
        self.window = window
        visit(window, path: String(describing: type(of: window)), parent: nil, ancestorsVisible: true, clip: window.bounds)
    }

    private mutating func visit(_ view: UIView, path: String, parent: Int?, ancestorsVisible: Bool, clip: CGRect) {
        let frame = view === window ? view.bounds : view.convert(view.bounds, to: window)
        let shown = ancestorsVisible && !view.isHidden && view.alpha > 0.01
        let index = entries.count
        let audited = AuditedView(typeName: String(describing: type(of: view)), identifier: view.accessibilityIdentifier,
                                  path: path, windowFrame: frame)
        entries.append(Entry(view: view, path: path, windowFrame: frame, isShown: shown,
                             isVisible: shown && frame.width > 0 && frame.height > 0, parent: parent,
                             visibleFrame: frame.intersection(clip), audited: audited))
        let childClip = view.clipsToBounds || view is UIScrollView ? clip.intersection(frame) : clip
        var counts: [String: Int] = [:]
        for subview in view.subviews {
            let step: String
            if let identifier = subview.accessibilityIdentifier, !identifier.isEmpty {
                step = identifier
            } else {
                let type = String(describing: type(of: subview))
                step = "\(type)[\(counts[type, default: 0])]"
                counts[type, default: 0] += 1
            }
            visit(subview, path: path + "/" + step, parent: index, ancestorsVisible: shown, clip: childClip)
        }
    }

    /// The entry of `view`, if it is in the hierarchy.
    func entry(of view: UIView) -> Entry? {
        entries.first { $0.view === view }
    }

    /// Every active constraint held by a view of the hierarchy.
    var activeConstraints: [NSLayoutConstraint] {
        entries.flatMap { $0.view.constraints.filter(\.isActive) }
    }

    /// Whether `view` lies inside a scroll view (below it), where content legitimately extends
    /// beyond bounds.
    func isInsideScrollView(_ index: Int) -> Bool {
        var current = entries[index].parent
        while let parent = current {
            if entries[parent].view is UIScrollView { return true }
            current = entries[parent].parent
        }
        return false
    }
}

extension CGRect {
    /// Whether the intersection with `other` is larger than half a point on both axes.
    func overlapsVisibly(_ other: CGRect) -> Bool {
        let overlap = intersection(other)
        return !overlap.isNull && overlap.width > 0.5 && overlap.height > 0.5
    }

    /// Whether this rectangle lies inside `other`, allowing half a point.
    func liesInside(_ other: CGRect) -> Bool {
        minX >= other.minX - 0.5 && minY >= other.minY - 0.5 && maxX <= other.maxX + 0.5 && maxY <= other.maxY + 0.5
    }
}

/// `12`, `12.5`: a number of points as the report prints it.
func points(_ value: CGFloat) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", Double(rounded))
}
#endif
