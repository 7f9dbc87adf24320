#if !canImport(UIKit)
import Foundation

// The arranged-subviews list (the StackViews article, Arrangement): adding, moving and removing arranged views,
// and the baseline views of a stack (the StackViews article, Baselines and fitting).
extension UIStackView {
    func headlessInsertArranged(_ view: UIView, at index: Int) {
        guard view !== self else {
            headlessException("NSInvalidArgumentException", "Can't add self as subview")
            return
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        if let current = headlessArranged.firstIndex(where: { $0 === view }) {
            headlessArranged.remove(at: current)
        }
        headlessArranged.insert(view, at: min(max(index, 0), headlessArranged.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsUpdateConstraints()
    }

    func headlessRemoveArranged(_ view: UIView) {
        guard let index = headlessArranged.firstIndex(where: { $0 === view }) else { return }
        headlessArranged.remove(at: index)
        headlessCustomSpacing[ObjectIdentifier(view)] = nil
        // Constraints that name the view go now, so that the view can leave cleanly.
        headlessDropArrangement { _, constraint in constraint.headlessItems.contains { $0 === view } }
        setNeedsUpdateConstraints()
    }

    /// The view whose baseline stands for the stack's (<doc:StackViews#Baselines-and-fitting>): the tallest visible
    /// arranged view of a horizontal stack (the first on ties), the first or last visible one of a
    /// vertical stack, asked again when it is itself a stack; the stack itself when empty.
    func headlessBaselineView(first: Bool) -> UIView {
        let visible = headlessArranged.filter { !$0.isHidden }
        let candidates = visible.isEmpty ? headlessArranged : visible
        let chosen: UIView?
        if axis == .horizontal {
            chosen = candidates.reduce(nil as UIView?) { best, view in
                guard let best else { return view }
                return view.frame.height > best.frame.height ? view : best
            }
        } else {
            chosen = first ? candidates.first : candidates.last
        }
        guard let chosen else { return self }
        return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
    }
}
#endif
