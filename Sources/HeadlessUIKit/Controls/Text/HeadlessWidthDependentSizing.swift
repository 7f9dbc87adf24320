#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// A view whose intrinsic height depends on the width layout gives it (multi-line labels, text
/// views that do not scroll): fitting-size runs settle it as layout passes do
/// (<doc:LayoutPass#Width-dependent-sizes>, <doc:LayoutPass#Fitting-sizes>).
@MainActor protocol HeadlessWidthDependentSizing: UIView {
    /// The width the view is measured at during a fitting run; nil outside one.
    var fittingWidth: CGFloat? { get set }
    /// Whether the intrinsic size currently depends on the width.
    var hasWidthDependentSize: Bool { get }
}

extension UIView {
    /// Runs `solve` until the width-dependent views of the subtree measure at the widths the
    /// last solve gave them (at most `maximumRounds` times) and returns the last solver.
    /// Each such view starts from an unlimited width, as before its first layout.
    func settlingWidthDependentSizes(_ solve: () -> Solver) -> Solver {
        var sizers: [any HeadlessWidthDependentSizing] = []
        forEachInSubtree { view in
            if let sizer = view as? any HeadlessWidthDependentSizing, sizer.hasWidthDependentSize {
                sizer.fittingWidth = .greatestFiniteMagnitude
                sizers.append(sizer)
            }
        }
        defer { for sizer in sizers { sizer.fittingWidth = nil } }
        var solver = solve()
        guard !sizers.isEmpty else { return solver }
        let scale = displayScaleOrOne
        for _ in 1..<UIView.maximumRounds {
            var changed = false
            for sizer in sizers {
                let width = roundToPixel(solver.value(of: sizer.itemVariables.width), scale)
                guard sizer.fittingWidth != width else { continue }
                let before = sizer.intrinsicContentSize
                sizer.fittingWidth = width
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
