#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// A view whose intrinsic height depends on the width layout gives it (multi-line labels, text
/// views that do not scroll): fitting-size runs settle it as layout passes do
/// (<doc:LayoutPass#Width-dependent-sizes>, <doc:LayoutPass#Fitting-sizes>).
@MainActor protocol HeadlessWidthDependentSizing: UIView {
    /// The width the view is measured at during a fitting run; nil outside one.
    var headlessFittingWidth: CGFloat? { get set }
    /// Whether the intrinsic size currently depends on the width.
    var headlessHasWidthDependentSize: Bool { get }
}

extension UIView {
    /// Runs `solve` until the width-dependent views of the subtree measure at the widths the
    /// last solve gave them (at most `headlessMaximumRounds` times) and returns the last solver.
    /// Each such view starts from an unlimited width, as before its first layout.
    func headlessSettlingWidthDependentSizes(_ solve: () -> Solver) -> Solver {
        var sizers: [any HeadlessWidthDependentSizing] = []
        headlessForEachInSubtree { view in
            if let sizer = view as? any HeadlessWidthDependentSizing, sizer.headlessHasWidthDependentSize {
                sizer.headlessFittingWidth = .greatestFiniteMagnitude
                sizers.append(sizer)
            }
        }
        defer { for sizer in sizers { sizer.headlessFittingWidth = nil } }
        var solver = solve()
        guard !sizers.isEmpty else { return solver }
        let scale = headlessDisplayScale
        for _ in 1..<UIView.headlessMaximumRounds {
            var changed = false
            for sizer in sizers {
                let width = headlessRoundToPixel(solver.value(of: sizer.headlessVariables.width), scale)
                guard sizer.headlessFittingWidth != width else { continue }
                let before = sizer.intrinsicContentSize
                sizer.headlessFittingWidth = width
                changed = changed || sizer.intrinsicContentSize != before
            }
            guard changed else { break }
            solver = solve()
        }
        return solver
    }
}

extension UILabel: HeadlessWidthDependentSizing {}
#endif
