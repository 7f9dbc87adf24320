#if !canImport(UIKit)
import Foundation

// The arranged-subviews list (the StackViews article, Arrangement): adding, moving and removing arranged views,
// and the baseline views of a stack (the StackViews article, Baselines and fitting).
extension UIStackView {
    func insertArranged(_ view: UIView, at index: Int) {
        guard view !== self else {
            raiseException("NSInvalidArgumentException", "Can't add self as subview")
            return
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        if let current = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
            storedArrangedSubviews.remove(at: current)
        }
        storedArrangedSubviews.insert(view, at: min(max(index, 0), storedArrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsUpdateConstraints()
    }

    func removeArranged(_ view: UIView) {
        guard let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedArrangedSubviews.remove(at: index)
        storedCustomSpacing[ObjectIdentifier(view)] = nil
        // Constraints that name the view go now, so that the view can leave cleanly.
        dropArrangement { _, constraint in constraint.layoutItems.contains { $0 === view } }
        setNeedsUpdateConstraints()
    }

    /// The view whose baseline stands for the stack's (<doc:StackViews#Baselines-and-fitting>): the tallest visible
    /// arranged view of a horizontal stack (the first on ties), the first or last visible one of a
    /// vertical stack, asked again when it is itself a stack; the stack itself when empty.
    func baselineView(first: Bool) -> UIView {
        let visible = storedArrangedSubviews.filter { !$0.isHidden }
        let candidates = visible.isEmpty ? storedArrangedSubviews : visible
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
